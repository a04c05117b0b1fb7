import { and, asc, between, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { expenses, projects, timeReports, users, weeklyClosures } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { hoursByKindQuery, readHoursByKind } from "../time-reports";
import { notInLedgerSql } from "../sites";
import { likePattern } from "../lib/like-pattern";
import { reportJson } from "../time-reports";

/*
 * Read-only queries for the admin's review screens. They join other modules' tables for one
 * screen in one query; every write and every lookup by id stays with the owning module.
 */

/** What narrows the week grid's workers; every part is optional. */
export interface WorkerPageFilter {
  /** Part of the full name or e-mail, any case; `%` and `_` match themselves. */
  q?: string;
  /** The week the day filters look at. */
  week: { start: string; end: string };
  /**
   * Keep the workers without any report on at least one of these days (the week's working days
   * before today) that is not before the worker's `employedFrom`: the week's missing days.
   */
  missingOn?: string[];
  /** Keep the workers with a submitted report or expense (docs/product-rules.md §16) in the week. */
  toReview?: boolean;
  /** Keep only these workers (the ones with a working-time warning in the week); empty keeps none. */
  onlyIds?: string[];
}

/**
 * Per worker with reports in the week: which of `days` it reported and whether any is submitted. One
 * GROUP BY over the week's reports (the date index), hash-joined to the workers: it costs the
 * same whatever the filters and however the planner guesses their selectivity.
 */
function weekFigures(db: DbOrTx, week: WorkerPageFilter["week"], days: string[]) {
  return db
    .select({
      workerId: timeReports.workerId,
      daysReported: (days.length
        ? sql<string[] | null>`array_agg(DISTINCT ${timeReports.date}) FILTER (WHERE ${inArray(timeReports.date, days)})`
        : sql<string[] | null>`NULL::date[]`
      ).as("days_reported"),
      toReview: sql<boolean>`bool_or(${timeReports.status} = 'submitted')`.as("to_review"),
    })
    .from(timeReports)
    .where(between(timeReports.date, week.start, week.end))
    .groupBy(timeReports.workerId)
    .as("week_figures");
}

/**
 * One page of the active workers that match `filter`, by full name then id, and how many match
 * in all: one query (the count rides along as a window), a second only for a page past the end.
 */
export async function pageOfActiveWorkers(db: DbOrTx, filter: WorkerPageFilter, limit: number, offset: number) {
  const parts: (SQL | undefined)[] = [eq(users.role, "worker"), eq(users.active, true)];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern)));
  }
  const byDay = filter.missingOn !== undefined || filter.toReview;
  const figures = weekFigures(db, filter.week, filter.missingOn ?? []);
  if (filter.missingOn) {
    const days = filter.missingOn;
    // A day of `days` on or after the worker's first day of employment that it did not report.
    const candidates = sql.join(
      days.map((d) => sql`(${d}::date)`),
      sql`, `,
    );
    parts.push(
      days.length === 0
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM (VALUES ${candidates}) AS missing(day)
            WHERE (${users.employedFrom} IS NULL OR missing.day >= ${users.employedFrom})
              AND NOT (missing.day = ANY(coalesce(${figures.daysReported}, '{}'::date[]))))`,
    );
  }
  if (filter.toReview) {
    parts.push(sql`(${figures.toReview} IS TRUE OR EXISTS (SELECT 1 FROM ${expenses} WHERE ${expenses.workerId} = ${users.id}
      AND ${expenses.date} BETWEEN ${filter.week.start} AND ${filter.week.end} AND ${expenses.status} = 'submitted'))`);
  }
  if (filter.onlyIds) parts.push(filter.onlyIds.length === 0 ? sql`false` : inArray(users.id, filter.onlyIds));
  const where = and(...parts);

  const base = db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      employedFrom: users.employedFrom,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(users)
    .$dynamic();
  const rows = await (byDay ? base.leftJoin(figures, eq(figures.workerId, users.id)) : base)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { workers: rows.map(({ total: _total, ...worker }) => worker), total: rows[0].total };
  if (offset === 0) return { workers: [], total: 0 };
  const count = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .$dynamic();
  const counted = await (byDay ? count.leftJoin(figures, eq(figures.workerId, users.id)) : count).where(where);
  return { workers: [], total: counted[0]?.n ?? 0 };
}

/**
 * The reports of `workerIds` in a period, each as the API's JSON (worker, project, pay-period
 * lock: `reportJson`), oldest day first, and whether it is 'Ej i personalliggaren' (working time,
 * not travel, on a site's project on a day without the worker's entry there, in `timeZone`): one query.
 */
export async function reportsOfWorkers(db: DbOrTx, workerIds: string[], start: string, end: string, timeZone: string) {
  if (workerIds.length === 0) return [];
  return db
    .select({
      workerId: timeReports.workerId,
      date: timeReports.date,
      json: reportJson,
      notInLedger: sql<boolean>`${notInLedgerSql("time_reports", "projects", timeZone)}`,
    })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(and(inArray(timeReports.workerId, workerIds), between(timeReports.date, start, end)))
    .orderBy(asc(timeReports.date), asc(timeReports.createdAt), asc(timeReports.id));
}

/** Which of `workerIds` have closed one ISO week, and when. */
export async function closuresOfWorkers(db: DbOrTx, workerIds: string[], year: number, weekNumber: number) {
  if (workerIds.length === 0) return [];
  return db
    .select({ workerId: weeklyClosures.workerId, closedAt: weeklyClosures.closedAt })
    .from(weeklyClosures)
    .where(and(inArray(weeklyClosures.workerId, workerIds), eq(weeklyClosures.year, year), eq(weeklyClosures.weekNumber, weekNumber)));
}

/**
 * The three dashboard figures, counted in the database: the week's reports read once through
 * the date index, the pending ones counted on the (status, ...) index alone.
 */
export async function summaryFigures(db: DbOrTx, start: string, end: string) {
  const result = await db.execute<{ week_hours: string; active_workers: number; pending_reports: number } & Record<string, string>>(sql`
    SELECT week.week_hours, week.active_workers, kinds.*,
      (SELECT count(*)::int FROM time_reports WHERE status = 'submitted') AS pending_reports
    FROM (SELECT coalesce(sum(hours), 0)::numeric(12,2)::text AS week_hours, count(DISTINCT worker_id)::int AS active_workers
          FROM time_reports WHERE date BETWEEN ${start} AND ${end}) week,
      (${hoursByKindQuery(sql`date BETWEEN ${start} AND ${end}`)}) kinds`);
  const row = result.rows[0];
  return {
    weekHours: row?.week_hours ?? "0.00",
    weekHoursByKind: readHoursByKind(row),
    activeWorkers: Number(row?.active_workers ?? 0),
    pendingReports: Number(row?.pending_reports ?? 0),
  };
}
