import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { ORDINARY_TIME_CODES, PROJECT_WORK_CODES, type ReportStatus } from "../../shared/domain";
import { projects, timeReports, users, type NewTimeReportRow, type TimeReportRow } from "../../shared/schema";
import type { TimeReportFilters } from "../../shared/validation/time-reports";
import { attestRowsSql, attestSet, type AttestState, type AttestTarget, type AttestValues } from "../attest";
import type { DbOrTx } from "../db";
import { filterConditions, resolveSearch } from "./report-filters";
import type { JsonText } from "../lib/json-text";
import { flattenReport, reportJson, reportSelection, type ReportWithRefs } from "./report-selection";
import { afterCursorSql, cursorCreatedAtSql, pageAndNext, type ListCursor } from "../lib/cursor";

/** A report with the worker and project it names, as every report answer shows it. */
export type TimeReportWithRefs = ReportWithRefs;

/**
 * A page of the report list, the sort key of its last row when another page follows, and how
 * many reports match the filters, counted up to a limit (null when the page is empty).
 */
export interface ReportPage {
  /** Each report as the API's JSON (`reportJson`). */
  rows: JsonText[];
  next: ListCursor | null;
  matching: number | null;
}

const createdAtKey = cursorCreatedAtSql(timeReports.createdAt);

/** The WHERE of the list's filters, built once per request for the page and its count. */
export type ReportWhere = SQL | undefined;

/** The filters' WHERE; a search's workers and projects are looked up first, as literal ids. */
export async function reportWhere(db: DbOrTx, filters: TimeReportFilters): Promise<ReportWhere> {
  return filterConditions(filters, filters.q ? await resolveSearch(db, filters.q) : undefined);
}

/** The reports matching `where`, counted no further than `max + 1`: never a scan. */
function countUpTo(where: ReportWhere, max: number): SQL<number> {
  return sql<number>`SELECT count(*)::int FROM (SELECT 1 FROM ${timeReports} WHERE ${where ?? sql`true`} LIMIT ${max + 1}) AS matching`;
}

const newestFirst = [desc(timeReports.date), desc(timeReports.createdAt), desc(timeReports.id)];

/**
 * One page of reports with worker and project, newest date first, then newest created, then
 * id: after `page.after` (keyset) or at `page.offset`, in one statement. The page's ids are
 * found first, from the index alone (an offset skips index entries, not joined rows), then the
 * page is read, each report as its JSON. One row more than the page is read to know whether
 * another page follows; the matching reports are counted up to `countMax + 1`.
 */
export async function listReportPage(
  db: DbOrTx,
  where: ReportWhere,
  page: { limit: number; offset: number; after?: ListCursor },
  countMax: number,
): Promise<ReportPage> {
  const pageIds = db
    .select({ id: timeReports.id })
    .from(timeReports)
    .where(and(where, page.after ? afterCursorSql(timeReports, page.after) : undefined))
    .orderBy(...newestFirst)
    .limit(page.limit + 1)
    .offset(page.offset);
  const rows = await db
    .select({
      json: reportJson,
      id: timeReports.id,
      date: timeReports.date,
      createdAtKey,
      matching: sql<number>`(${countUpTo(where, countMax)})`.mapWith(Number),
    })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(inArray(timeReports.id, pageIds))
    .orderBy(...newestFirst);
  const { shown, next } = pageAndNext(rows, page.limit, (r) => ({ date: r.date, createdAt: r.createdAtKey, id: r.id }));
  return { rows: shown.map((r) => r.json), next, matching: rows[0]?.matching ?? null };
}

/**
 * Every report matching `where`, newest first, each as its JSON: for the lists that are never
 * a page, such as a worker's reports sent back (few, and each must be seen).
 */
export async function listAllReports(db: DbOrTx, where: ReportWhere): Promise<JsonText[]> {
  const rows = await db
    .select({ json: reportJson })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(where)
    .orderBy(...newestFirst);
  return rows.map((r) => r.json);
}

/** How many reports match `where`, counted no further than `max + 1` (for a page past the end). */
export async function countReportsUpTo(db: DbOrTx, where: ReportWhere, max: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT (${countUpTo(where, max)}) AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The planner's estimate of the reports matching the filters (EXPLAIN, nothing read). */
export async function estimateReports(db: DbOrTx, where: ReportWhere): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${timeReports} WHERE ${where ?? sql`true`}`);
  const raw = result.rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: unknown } }[];
  return Math.round(Number(plan[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** Reports with the worker and project they name (`reportSelection`), for `flattenReport`. */
function selectReportsWithRefs(db: DbOrTx) {
  return db
    .select(reportSelection)
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId));
}

export async function findReportWithRefs(db: DbOrTx, id: string): Promise<TimeReportWithRefs | undefined> {
  const rows = await selectReportsWithRefs(db).where(eq(timeReports.id, id));
  return rows[0] ? flattenReport(rows[0]) : undefined;
}

/**
 * The worker's most recent work report ('Kopiera senaste', docs/product-rules.md §4): the newest
 * date with a report of a work code, never an absence; of that day's work reports the work day
 * itself: ordinary time (`ARB`) first, then the most hours, then the newest.
 */
export async function findLatestWorkReport(db: DbOrTx, workerId: string): Promise<TimeReportWithRefs | undefined> {
  const rows = await selectReportsWithRefs(db)
    .where(and(eq(timeReports.workerId, workerId), inArray(timeReports.timeCode, [...PROJECT_WORK_CODES])))
    .orderBy(
      desc(timeReports.date),
      desc(inArray(timeReports.timeCode, [...ORDINARY_TIME_CODES])),
      desc(timeReports.hours),
      desc(timeReports.createdAt),
      desc(timeReports.id),
    )
    .limit(1);
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

/** Hours of ordinary time ('Arbetad tid', ORDINARY_TIME_CODES) the worker has on `date` in any stored report, leaving out `excludeId`. */
export async function dayOrdinaryHours(tx: DbOrTx, workerId: string, date: string, excludeId?: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${timeReports.hours}), 0)` })
    .from(timeReports)
    .where(
      and(
        eq(timeReports.workerId, workerId),
        eq(timeReports.date, date),
        inArray(timeReports.timeCode, [...ORDINARY_TIME_CODES]),
        excludeId ? ne(timeReports.id, excludeId) : undefined,
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

export async function insertReport(tx: DbOrTx, values: NewTimeReportRow): Promise<TimeReportRow> {
  const rows = await tx.insert(timeReports).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert time_reports returned no row");
  return row;
}

/**
 * A change of the report's content. Its `updatedAt` moves at least a millisecond, as the answers
 * write it, so that an approval bound to the `updatedAt` shown (docs/product-rules.md §18) always
 * sees a change.
 */
export async function updateReportRow(tx: DbOrTx, id: string, values: Partial<NewTimeReportRow>): Promise<TimeReportRow | undefined> {
  const rows = await tx
    .update(timeReports)
    .set({ ...values, updatedAt: sql`greatest(now(), ${timeReports.updatedAt} + interval '1 millisecond')` })
    .where(eq(timeReports.id, id))
    .returning();
  return rows[0];
}

/**
 * Writes `values` to every report `target` names that is in `state`, in one UPDATE: of two
 * concurrent decisions only one finds each report in that state, so each is decided (and
 * counted) once. The reports as written.
 */
export function updateInStatus(tx: DbOrTx, target: AttestTarget, state: AttestState, values: AttestValues<TimeReportRow>): Promise<TimeReportRow[]> {
  return tx
    .update(timeReports)
    .set(attestSet(values))
    .where(attestRowsSql(timeReports, target, state))
    .returning();
}

/** How many reports `target` names are in `state`. */
export async function countInStatus(tx: DbOrTx, target: AttestTarget, state: AttestState): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(timeReports)
    .where(attestRowsSql(timeReports, target, state));
  return Number(row?.n ?? 0);
}

/** The reports of `ids` that exist, locked, in id order. */
export function findReportsForUpdate(tx: DbOrTx, ids: string[]): Promise<TimeReportRow[]> {
  return tx.select().from(timeReports).where(inArray(timeReports.id, ids)).orderBy(timeReports.id).for("update");
}

/** Removes the report when its status is `from`; the row as it was. */
export async function deleteInStatus(tx: DbOrTx, id: string, from: ReportStatus): Promise<TimeReportRow | undefined> {
  const rows = await tx
    .delete(timeReports)
    .where(and(eq(timeReports.id, id), eq(timeReports.status, from)))
    .returning();
  return rows[0];
}

/** The report `workerId` made with `clientId`, if any (docs/product-rules.md §12). */
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
