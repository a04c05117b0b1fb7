import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { projectAssignments, projects, timeReports, type NewProjectRow, type ProjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export type ProjectWithHoursRow = ProjectRow & { reportedHours: string };

export async function findProjectByNumber(db: DbOrTx, projectNumber: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.projectNumber, projectNumber));
  return rows[0];
}

export async function findProjectById(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.id, id));
  return rows[0];
}

export async function findProjectStatus(db: DbOrTx, id: string): Promise<ProjectRow["status"] | undefined> {
  const rows = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, id));
  return rows[0]?.status;
}

/** Projects with the hours reported on each, in one query. */
export async function listProjects(db: DbOrTx, options: { includeArchived: boolean }): Promise<ProjectWithHoursRow[]> {
  const hours = db
    .select({ projectId: timeReports.projectId, total: sql<string>`sum(${timeReports.hours})`.as("total") })
    .from(timeReports)
    .groupBy(timeReports.projectId)
    .as("hours");
  const rows = await db
    .select({ project: projects, reportedHours: sql<string>`coalesce(${hours.total}, 0)::numeric(12,2)::text` })
    .from(projects)
    .leftJoin(hours, eq(hours.projectId, projects.id))
    .where(options.includeArchived ? undefined : ne(projects.status, "archived"))
    .orderBy(projects.projectNumber);
  return rows.map((r) => ({ ...r.project, reportedHours: r.reportedHours }));
}

export async function insertProject(db: DbOrTx, values: NewProjectRow): Promise<ProjectRow> {
  const rows = await db.insert(projects).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert projects returned no row");
  return row;
}

export async function updateProjectRow(db: DbOrTx, id: string, values: Partial<NewProjectRow>): Promise<ProjectRow | undefined> {
  const rows = await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return rows[0];
}

/** Active or planned projects a worker may report on: open ones (no assignments) and its own. */
export async function listProjectsForWorker(db: DbOrTx, workerId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(inArray(projects.status, ["active", "planning"]), mayReportOn(workerId)))
    .orderBy(projects.projectNumber);
}

function mayReportOn(workerId: string) {
  return sql`(not exists (select 1 from ${projectAssignments} pa where pa.project_id = ${projects.id})
    or exists (select 1 from ${projectAssignments} pa where pa.project_id = ${projects.id} and pa.worker_id = ${workerId}))`;
}

/** Whether a worker may report on a project: it has no assignments, or one for this worker. */
export async function isOpenToWorker(db: DbOrTx, projectId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(projects)
    .where(and(eq(projects.id, projectId), mayReportOn(workerId)));
  return rows.length > 0;
}

export async function listAssignedWorkerIds(db: DbOrTx, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ workerId: projectAssignments.workerId })
    .from(projectAssignments)
    .where(eq(projectAssignments.projectId, projectId))
    .orderBy(projectAssignments.assignedAt, projectAssignments.workerId);
  return rows.map((r) => r.workerId);
}

/** Replaces a project's assignments; workers kept keep their original assignedAt. */
export async function replaceAssignments(db: DbOrTx, projectId: string, workerIds: string[]): Promise<void> {
  const keep = workerIds.length
    ? sql`and ${projectAssignments.workerId} not in (${sql.join(
        workerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`delete from ${projectAssignments} where ${projectAssignments.projectId} = ${projectId} ${keep}`);
  if (workerIds.length) {
    await db
      .insert(projectAssignments)
      .values(workerIds.map((workerId) => ({ projectId, workerId })))
      .onConflictDoNothing();
  }
}
