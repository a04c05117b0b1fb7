import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { projectAssignments, projectHours, projects, type NewProjectRow, type ProjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { openToWorkerSql } from "./open-to-worker";

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

/** Projects with the hours reported on each, read from the `project_hours` rollup: one query. */
export async function listProjects(db: DbOrTx, options: { includeArchived: boolean }): Promise<ProjectWithHoursRow[]> {
  const rows = await db
    .select({ project: projects, reportedHours: sql<string>`coalesce(${projectHours.hours}, 0)::numeric(12,2)::text` })
    .from(projects)
    .leftJoin(projectHours, eq(projectHours.projectId, projects.id))
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
    .where(and(inArray(projects.status, ["active", "planning"]), openToWorkerSql(workerId)))
    .orderBy(projects.projectNumber);
}

/** Whether a worker may report on a project: it has no assignments, or one for this worker. */
export async function isOpenToWorker(db: DbOrTx, projectId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(projects)
    .where(and(eq(projects.id, projectId), openToWorkerSql(workerId)));
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
