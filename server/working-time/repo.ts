import { and, between, eq, gte, inArray, lt, type SQL, type SQLWrapper } from "drizzle-orm";
import { timeReports, users } from "../../shared/schema";
import type { WorkingTimeEntry } from "../../shared/working-time";
import type { DbOrTx } from "../db";

export interface WorkerEntry extends WorkingTimeEntry {
  workerId: string;
}

/** The part of a warning window the rules read whole, and the earlier part where only overtime counts. */
export interface EntryWindow {
  /** Start of the calendar year or four weeks back, whichever is earlier (`warningWindow`). */
  from: string;
  /** From this day on every report is read; before it only general overtime (ÖT1, ÖT2). */
  wholeFrom: string;
  to: string;
}

const OVERTIME_CODES = ["ÖT1", "ÖT2"] as const;

const entryColumns = {
  workerId: timeReports.workerId,
  date: timeReports.date,
  timeCode: timeReports.timeCode,
  hours: timeReports.hours,
  startTime: timeReports.startTime,
  endTime: timeReports.endTime,
  breakMinutes: timeReports.breakMinutes,
};

/**
 * The reports of `window` the rules need, of the named workers or of every active worker when
 * `workerIds` is "active": every report from `wholeFrom` to `to`, and before it the overtime
 * alone (the month, four-week and year sums are all that look so far back). Two index range
 * scans per worker, instead of a year of every report.
 */
export async function entriesOfWorkers(db: DbOrTx, workerIds: string[] | "active", window: EntryWindow): Promise<WorkerEntry[]> {
  if (workerIds !== "active" && workerIds.length === 0) return [];
  // Named workers are found by the report index alone; "active" needs the users table.
  const select = (when: SQL | undefined) =>
    workerIds === "active"
      ? db
          .select(entryColumns)
          .from(timeReports)
          .innerJoin(users, eq(users.id, timeReports.workerId))
          .where(and(eq(users.role, "worker"), eq(users.active, true), when))
      : db
          .select(entryColumns)
          .from(timeReports)
          .where(and(inArray(timeReports.workerId, workerIds), when));
  const [earlier, whole] = await Promise.all([
    window.from < window.wholeFrom
      ? entries(db, select(and(gte(timeReports.date, window.from), lt(timeReports.date, window.wholeFrom), inArray(timeReports.timeCode, [...OVERTIME_CODES]))))
      : Promise.resolve([]),
    entries(db, select(between(timeReports.date, window.wholeFrom, window.to))),
  ]);
  return [...earlier, ...whole];
}

type EntryRow = {
  worker_id: string;
  date: string;
  time_code: WorkerEntry["timeCode"];
  hours: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number | null;
};

/**
 * Runs a select of `entryColumns` and maps its rows here: a warnings request reads thousands of
 * rows, and drizzle's general row mapping cost more than the rules themselves.
 */
async function entries(db: DbOrTx, query: SQLWrapper): Promise<WorkerEntry[]> {
  const result = await db.execute<EntryRow>(query.getSQL());
  return result.rows.map((r) => ({
    workerId: r.worker_id,
    date: r.date,
    timeCode: r.time_code,
    hours: r.hours,
    startTime: r.start_time,
    endTime: r.end_time,
    breakMinutes: r.break_minutes,
  }));
}
