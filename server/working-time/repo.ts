import { inArray, sql, type SQL } from "drizzle-orm";
import { timeReports, users } from "../../shared/schema";
import type { WorkingTimeEntry } from "../../shared/working-time";
import { ATL_WORKING_TIME_CODES, GENERAL_OVERTIME_CODES, sqlList, sqlString, workedHoursSql, type TimeCode } from "../../shared/domain";
import type { DbOrTx } from "../db";

/**
 * The days a warnings request reads (`entryWindow` in service.ts): every report from
 * `wholeFrom` to `wholeTo`, and before and after it general overtime (ÖT1, ÖT2) alone, summed.
 */
export interface EntryWindow {
  /** Start of the calendar year or four weeks back, whichever is earlier (`warningWindow`). */
  from: string;
  /** Four weeks back, a Monday: from here on the overtime is summed per week (and month). */
  weeksFrom: string;
  /** From this day on every report is read. After `weeksFrom`. */
  wholeFrom: string;
  /** Up to this day every report is read: the end of the period's last week. */
  wholeTo: string;
  /** The end of the last week or month the period touches (`warningWindow`). */
  to: string;
}

/**
 * Each worker's entries the rules need in `window`, workers by id: the named workers, or every
 * active worker for "active".
 *
 * Outside `wholeFrom`..`wholeTo` the rules only sum general overtime (the month, four-week and
 * year limits), and no finding dated there is kept. So those days come summed into one entry
 * per bucket, dated the bucket's first report and coded with the first general overtime code
 * (ÖT1; either counts alike):
 * - from `weeksFrom` on: per ISO week and month (a week that spans two months gives two), so
 *   every four-week window that ends in the period, and every month, still adds up exactly;
 * - from the first of that month: the month;
 * - before it: the rest of the calendar year.
 * No bucket holds days on both sides of a Monday, a first of a month or a new year, and none
 * lies between `wholeFrom` and `wholeTo`. So each sum over a week, four weeks, a month or a
 * year is the same as the reports', and a running sum passes a limit inside the period on the
 * same day: the period's findings are those of every single report
 * (tests/api/working-time-warnings.test.ts holds them to that).
 *
 * Two statements, run at once: the sums, and the working-time reports (`ATL_WORKING_TIME_CODES`:
 * no rule reads absence or travel) of `wholeFrom`..`wholeTo`. A worker without a report there
 * has no finding in the period (every finding is dated on a day with a report, or on the
 * Sunday of a week with one), so only those workers are answered.
 *
 * Each answers one text per worker, `date,code,hours,start,end,break` entries joined by `;`
 * (no field holds either character), in no particular order (the rules sort what they need):
 * a week grid's 'Bara varningar' reads 5 000 reports and 2 000 sums, and `pg` parsing them row
 * by row cost more than the rules.
 */
export async function entriesByWorker(db: DbOrTx, workerIds: string[] | "active", window: EntryWindow): Promise<[string, WorkingTimeEntry[]][]> {
  if (workerIds !== "active" && workerIds.length === 0) return [];
  const r = timeReports;
  const worker: SQL =
    workerIds === "active"
      ? sql`${r.workerId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.role} = 'worker' AND ${users.active})`
      : inArray(r.workerId, workerIds);
  // The reports whose hours count as worked: every stored one, as in the journal.
  const chosen = sql`${worker} AND ${sql.raw(workedHoursSql("status"))}`;
  const monthsFrom = `${window.weeksFrom.slice(0, 7)}-01`;
  const day = sql`${r.date}::timestamp`;
  const bucket = sql`CASE WHEN ${r.date} >= ${window.weeksFrom}::date THEN greatest(date_trunc('week', ${day}), date_trunc('month', ${day}))
    WHEN ${r.date} >= ${monthsFrom}::date THEN date_trunc('month', ${day})
    ELSE date_trunc('year', ${day}) END`;
  type Row = { worker_id: string; entries: string };
  // One after the other: `db` may be a transaction's one client (docs/architecture.md, the database).
  const sums = await db.execute<Row>(sql`
      SELECT worker_id, string_agg(date || ${sql.raw(sqlString(`,${GENERAL_OVERTIME_CODES[0]},`))} || hours || ',,,', ';') AS entries
      FROM (
        SELECT ${r.workerId} AS worker_id, min(${r.date}) AS date, sum(${r.hours}) AS hours
        FROM ${r}
        WHERE ${chosen} AND ${r.timeCode} IN ${sql.raw(sqlList(GENERAL_OVERTIME_CODES))}
          AND ${r.date} BETWEEN ${window.from}::date AND ${window.to}::date
          AND NOT ${r.date} BETWEEN ${window.wholeFrom}::date AND ${window.wholeTo}::date
        GROUP BY ${r.workerId}, ${bucket}
      ) buckets
      GROUP BY worker_id`);
  const whole = await db.execute<Row>(sql`
      SELECT ${r.workerId} AS worker_id, string_agg(concat_ws(',', ${r.date}, ${r.timeCode}, ${r.hours},
        coalesce(${r.startTime}, ''), coalesce(${r.endTime}, ''), coalesce(${r.breakMinutes}::text, '')), ';') AS entries
      FROM ${r}
      WHERE ${chosen} AND ${inArray(r.timeCode, [...ATL_WORKING_TIME_CODES])}
        AND ${r.date} BETWEEN ${window.wholeFrom}::date AND ${window.wholeTo}::date
      GROUP BY ${r.workerId}
      ORDER BY ${r.workerId}`);
  const summed = new Map(sums.rows.map((row) => [row.worker_id, row.entries]));
  return whole.rows.map((row) => {
    const earlier = summed.get(row.worker_id);
    return [row.worker_id, parseEntries(earlier ? `${earlier};${row.entries}` : row.entries)];
  });
}

/**
 * The entries of one text, read field by field with `indexOf`: splitting made two arrays per
 * entry, and under load their garbage cost as much as the rules.
 */
function parseEntries(text: string): WorkingTimeEntry[] {
  const entries: WorkingTimeEntry[] = [];
  let at = 0;
  const next = (separator: string) => {
    let end = text.indexOf(separator, at);
    if (end < 0) end = text.length;
    const value = text.slice(at, end);
    at = end + 1;
    return value;
  };
  while (at < text.length) {
    const date = next(",");
    const timeCode = next(",") as TimeCode;
    const hours = next(",");
    const startTime = next(",") || null;
    const endTime = next(",") || null;
    const breakMinutes = next(";");
    entries.push({ date, timeCode, hours, startTime, endTime, breakMinutes: breakMinutes ? Number(breakMinutes) : null });
  }
  return entries;
}
