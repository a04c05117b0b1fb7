import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { projects, siteResponsibles, sites, users, type NewSiteRow, type SiteRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { openToWorkerSql } from "../projects";

/** Every site, by name; for a worker only those with a project open to it (docs/product-rules.md §15). */
export async function listSiteRows(db: DbOrTx, workerId?: string): Promise<SiteRow[]> {
  const visible = workerId ? sql`exists (select 1 from ${projects} where ${projects.siteId} = ${sites.id} and ${openToWorkerSql(workerId)})` : sql`true`;
  return db.select().from(sites).where(visible).orderBy(sites.name, sites.id);
}

export async function findSiteRow(db: DbOrTx, id: string, lock = false): Promise<SiteRow | undefined> {
  const query = db.select().from(sites).where(eq(sites.id, id));
  const rows = lock ? await query.for("update") : await query;
  return rows[0];
}

/** Whether a worker may read a site: one of its projects is open to the worker. */
export async function siteVisibleToWorker(db: DbOrTx, siteId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.siteId, siteId), openToWorkerSql(workerId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSiteRow(db: DbOrTx, values: NewSiteRow): Promise<SiteRow> {
  const rows = await db.insert(sites).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert sites returned no row");
  return row;
}

export async function updateSiteRow(db: DbOrTx, id: string, values: Partial<NewSiteRow>): Promise<SiteRow | undefined> {
  const rows = await db
    .update(sites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sites.id, id))
    .returning();
  return rows[0];
}

/** The platsansvariga and projects of each site named. */
export async function linksOf(db: DbOrTx, siteIds: string[]): Promise<{ responsibles: Map<string, string[]>; projects: Map<string, string[]> }> {
  const responsibles = new Map<string, string[]>();
  const projectMap = new Map<string, string[]>();
  if (siteIds.length === 0) return { responsibles, projects: projectMap };
  // One after the other: `db` may be a transaction's one client (docs/architecture.md, the database).
  const rRows = await db
    .select({ siteId: siteResponsibles.siteId, id: siteResponsibles.userId })
    .from(siteResponsibles)
    .where(inArray(siteResponsibles.siteId, siteIds));
  const pRows = await db.select({ siteId: projects.siteId, id: projects.id }).from(projects).where(inArray(projects.siteId, siteIds));
  for (const r of rRows) responsibles.set(r.siteId, [...(responsibles.get(r.siteId) ?? []), r.id]);
  for (const p of pRows) if (p.siteId) projectMap.set(p.siteId, [...(projectMap.get(p.siteId) ?? []), p.id]);
  return { responsibles, projects: projectMap };
}

/**
 * Of `ids`, those that are active workers, share-locked until the transaction ends so that
 * none is deleted before the site names it.
 */
export async function activeWorkersAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "worker"), eq(users.active, true)))
    .for("share");
  return new Set(rows.map((r) => r.id));
}

/** Of `ids`, those that are projects. */
export async function projectsAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceResponsibles(db: DbOrTx, siteId: string, userIds: string[]): Promise<void> {
  await db.delete(siteResponsibles).where(eq(siteResponsibles.siteId, siteId));
  if (userIds.length > 0) await db.insert(siteResponsibles).values(userIds.map((userId) => ({ siteId, userId })));
}

/** Makes `projectIds` the site's projects: moved from any other site, and the site's others let go. */
export async function setSiteProjects(db: DbOrTx, siteId: string, projectIds: string[]): Promise<void> {
  await db
    .update(projects)
    .set({ siteId: null })
    .where(projectIds.length > 0 ? and(eq(projects.siteId, siteId), notInArray(projects.id, projectIds)) : eq(projects.siteId, siteId));
  if (projectIds.length > 0) await db.update(projects).set({ siteId }).where(inArray(projects.id, projectIds));
}

/** Whether `userId` is a platsansvarig of the site (docs/product-rules.md §15). */
export async function isSiteResponsible(db: DbOrTx, siteId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: siteResponsibles.userId })
    .from(siteResponsibles)
    .where(and(eq(siteResponsibles.siteId, siteId), eq(siteResponsibles.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
