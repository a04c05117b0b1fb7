import { and, eq, ne, sql } from "drizzle-orm";
import { projects, timeReports, users, type NewProjectRow, type ProjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export type ProjectWithHours = ProjectRow & { reportedHours: string };

export async function findProjectByNumber(db: DbOrTx, projectNumber: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.projectNumber, projectNumber));
  return rows[0];
}

export async function findProjectById(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.id, id));
  return rows[0];
}

/** Projects with the hours reported on each, in one query. */
export async function listProjects(db: DbOrTx, options: { includeArchived: boolean }): Promise<ProjectWithHours[]> {
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

export async function isCustomer(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "customer")));
  return rows.length > 0;
}
