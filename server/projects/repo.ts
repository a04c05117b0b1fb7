import { and, eq, sql, type SQL } from "drizzle-orm";
import { projectAssignments, projectHours, projectLeaders, projects, sites, users, type NewProjectRow, type ProjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { isoTimestamp, type JsonText } from "../lib/json-text";
import { openToWorkerSql } from "./open-to-worker";

export async function findProjectByNumber(db: DbOrTx, projectNumber: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.projectNumber, projectNumber));
  return rows[0];
}

export async function findProjectById(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.id, id));
  return rows[0];
}

/**
 * The project, its row locked until the transaction ends: writes that replace what belongs to
 * the project (its assigned workers) take their turns.
 */
export async function lockProjectById(tx: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const rows = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  return rows[0];
}

/** Whether a site exists, for a project's `siteId`: sites are never removed, so a look is enough. */
export async function siteExists(db: DbOrTx, siteId: string): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  return rows.length > 0;
}

export async function findProjectStatus(db: DbOrTx, id: string): Promise<ProjectRow["status"] | undefined> {
  const rows = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, id));
  return rows[0]?.status;
}

/**
 * A project as the API's `Project` JSON: `presentProject`'s keys in its order and its formats
 * (estimate as numeric text, dates `YYYY-MM-DD`, timestamps as `toISOString()`), for
 * `row_to_json`. A change to `Project` is made here and in `presentProject` together.
 */
const projectJsonColumns = sql`${projects.id} AS "id", ${projects.projectNumber} AS "projectNumber", ${projects.title} AS "title",
  ${projects.description} AS "description", ${projects.status} AS "status", ${projects.estimatedHours}::text AS "estimatedHours",
  ${projects.startDate} AS "startDate", ${projects.expectedEndDate} AS "expectedEndDate", ${projects.customerId} AS "customerId",
  ${projects.siteId} AS "siteId",
  ${isoTimestamp(projects.createdAt)} AS "createdAt", ${isoTimestamp(projects.updatedAt)} AS "updatedAt",
  (SELECT coalesce(json_agg(json_build_object('id', ${users.id}, 'fullName', ${users.fullName}) ORDER BY ${users.fullName}, ${users.id}), '[]'::json)
     FROM ${projectLeaders} JOIN ${users} ON ${users.id} = ${projectLeaders.userId}
    WHERE ${projectLeaders.projectId} = ${projects.id}) AS "leaders"`;

/** The rows of `select` (each with `projectJsonColumns`) as one JSON array by project number, made by PostgreSQL in one row. */
async function projectsJsonArray(db: DbOrTx, select: SQL): Promise<JsonText> {
  const result = await db.execute<{ json: JsonText }>(sql`
    SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY r."projectNumber"), '') || ']' AS json FROM (${select}) r`);
  return result.rows[0]?.json ?? ("[]" as JsonText);
}

/**
 * Every project, archived ones too, with the hours reported on each from the `project_hours`
 * rollup, as the API's `ProjectWithHours[]` JSON (`reportedHours` last, as "12.50"): one query.
 */
export function listProjectsWithHoursJson(db: DbOrTx): Promise<JsonText> {
  return projectsJsonArray(
    db,
    sql`SELECT ${projectJsonColumns}, coalesce(${projectHours.hours}, 0)::numeric(12,2)::text AS "reportedHours"
      FROM ${projects} LEFT JOIN ${projectHours} ON ${projectHours.projectId} = ${projects.id}`,
  );
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

/**
 * Active or planned projects a worker may report on, open ones (no assignments) and its own,
 * as the API's `Project[]` JSON, without hours: one query.
 */
export function listProjectsForWorkerJson(db: DbOrTx, workerId: string): Promise<JsonText> {
  return projectsJsonArray(
    db,
    sql`SELECT ${projectJsonColumns} FROM ${projects}
      WHERE ${projects.status} IN ('active', 'planning') AND ${openToWorkerSql(workerId)}`,
  );
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

/** A project's arbetsledare (docs/product-rules.md §18) by name, then id: as a project's answer lists them. */
export async function listProjectLeaders(db: DbOrTx, projectId: string): Promise<{ id: string; fullName: string }[]> {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(projectLeaders)
    .innerJoin(users, eq(users.id, projectLeaders.userId))
    .where(eq(projectLeaders.projectId, projectId))
    .orderBy(users.fullName, users.id);
}

/** The ids of a project's arbetsledare; none for no project (absence). */
export async function projectLeaderIds(db: DbOrTx, projectId: string | null): Promise<string[]> {
  if (!projectId) return [];
  const rows = await db.select({ userId: projectLeaders.userId }).from(projectLeaders).where(eq(projectLeaders.projectId, projectId));
  return rows.map((r) => r.userId);
}

/** Replaces a project's arbetsledare with `userIds`. */
export async function replaceLeaders(db: DbOrTx, projectId: string, userIds: string[]): Promise<void> {
  await db.delete(projectLeaders).where(eq(projectLeaders.projectId, projectId));
  if (userIds.length) await db.insert(projectLeaders).values(userIds.map((userId) => ({ projectId, userId })));
}
