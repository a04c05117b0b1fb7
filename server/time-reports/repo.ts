import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { projects, timeReports, users, type NewTimeReportRow, type TimeReportRow } from "../../shared/schema";
import type { BulkVerifyInput, TimeReportFilters } from "../../shared/validation/time-reports";
import type { DbOrTx } from "../db";
import { filterConditions } from "../lib/report-filters";
import { flattenReport, reportSelection, type ReportWithRefs } from "../lib/report-selection";

/** A report with the worker and project it names, as every report answer shows it. */
export type TimeReportWithRefs = ReportWithRefs;

/** One page of reports with worker and project, newest date first, and the total count: one query. */
export async function listReports(
  db: DbOrTx,
  filters: TimeReportFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TimeReportWithRefs[]; total: number }> {
  const rows = await db
    .select({ ...reportSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(filterConditions(filters))
    .orderBy(desc(timeReports.date), desc(timeReports.createdAt), desc(timeReports.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page the window count is missing; count separately.
    const counted = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(timeReports)
      .where(filterConditions(filters));
    return { rows: [], total: counted[0]?.n ?? 0 };
  }
  return { rows: rows.map(flattenReport), total: rows[0]?.total ?? 0 };
}

export async function findReportWithRefs(db: DbOrTx, id: string): Promise<TimeReportWithRefs | undefined> {
  const rows = await db
    .select(reportSelection)
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(eq(timeReports.id, id));
  return rows[0] ? flattenReport(rows[0]) : undefined;
}

export async function findReportForUpdate(tx: DbOrTx, id: string): Promise<TimeReportRow | undefined> {
  const rows = await tx.select().from(timeReports).where(eq(timeReports.id, id)).for("update");
  return rows[0];
}

/**
 * Serialises the writes of one worker's day, so that two reports sent at once cannot
 * together pass the 24-hour limit. Held until the transaction ends.
 */
export async function lockWorkerDay(tx: DbOrTx, workerId: string, date: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`day:${workerId}:${date}`}))`);
}

/** Hours the worker has reported on `date` under every code, leaving out `excludeId`. */
export async function dayTotal(tx: DbOrTx, workerId: string, date: string, excludeId?: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${timeReports.hours}), 0)` })
    .from(timeReports)
    .where(and(eq(timeReports.workerId, workerId), eq(timeReports.date, date), excludeId ? ne(timeReports.id, excludeId) : undefined));
  return Number(rows[0]?.total ?? 0);
}

export async function insertReport(tx: DbOrTx, values: NewTimeReportRow): Promise<TimeReportRow> {
  const rows = await tx.insert(timeReports).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert time_reports returned no row");
  return row;
}

export async function updateReportRow(tx: DbOrTx, id: string, values: Partial<NewTimeReportRow>): Promise<TimeReportRow | undefined> {
  const rows = await tx
    .update(timeReports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(timeReports.id, id))
    .returning();
  return rows[0];
}

/** submitted → verified in one statement: of two concurrent verifies only one gets the row. */
export async function verifySubmitted(tx: DbOrTx, id: string): Promise<TimeReportRow | undefined> {
  const rows = await verifyWhere(tx, eq(timeReports.id, id));
  return rows[0];
}

/**
 * Every `submitted` report the bulk verify names becomes `verified` in one UPDATE: a
 * concurrent bulk verify waits for the rows and then finds them no longer `submitted`, so
 * each report is verified (and counted) exactly once.
 */
export async function verifyAllSubmitted(tx: DbOrTx, target: BulkVerifyInput): Promise<TimeReportRow[]> {
  const parts: (SQL | undefined)[] = [];
  if (target.ids && target.ids.length > 0) parts.push(inArray(timeReports.id, target.ids));
  if (target.startDate) parts.push(gte(timeReports.date, target.startDate));
  if (target.endDate) parts.push(lte(timeReports.date, target.endDate));
  if (target.workerId) parts.push(eq(timeReports.workerId, target.workerId));
  return verifyWhere(tx, and(...parts));
}

function verifyWhere(tx: DbOrTx, where: SQL | undefined): Promise<TimeReportRow[]> {
  return tx
    .update(timeReports)
    .set({ status: "verified", isVerified: true, updatedAt: sql`now()` })
    .where(and(where, eq(timeReports.status, "submitted")))
    .returning();
}

export async function deleteSubmitted(tx: DbOrTx, id: string): Promise<TimeReportRow | undefined> {
  const rows = await tx
    .delete(timeReports)
    .where(and(eq(timeReports.id, id), eq(timeReports.status, "submitted")))
    .returning();
  return rows[0];
}

/** The report `workerId` made with `clientId`, if any (CONTRACT §8). */
export async function findReportIdByClientId(tx: DbOrTx, workerId: string, clientId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ id: timeReports.id })
    .from(timeReports)
    .where(and(eq(timeReports.workerId, workerId), eq(timeReports.clientId, clientId)));
  return rows[0]?.id;
}

/** Serialises two sends of one queued report, so the second finds the first. */
export async function lockClientId(tx: DbOrTx, workerId: string, clientId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`client:${workerId}:${clientId}`}))`);
}
