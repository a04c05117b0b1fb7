import { and, asc, between, eq, inArray } from "drizzle-orm";
import { timeReports, users } from "../../shared/schema";
import type { WorkingTimeEntry } from "../../shared/working-time";
import type { DbOrTx } from "../db";

export interface WorkerEntry extends WorkingTimeEntry {
  workerId: string;
}

/**
 * Every report of `from`..`to` of the named workers, or of every active worker when `workerIds`
 * is "active": one query for the whole week grid, ordered by worker and date.
 */
export async function entriesOfWorkers(db: DbOrTx, workerIds: string[] | "active", from: string, to: string): Promise<WorkerEntry[]> {
  const who = workerIds === "active" ? and(eq(users.role, "worker"), eq(users.active, true)) : inArray(timeReports.workerId, workerIds);
  return db
    .select({
      workerId: timeReports.workerId,
      date: timeReports.date,
      timeCode: timeReports.timeCode,
      hours: timeReports.hours,
      startTime: timeReports.startTime,
      endTime: timeReports.endTime,
      breakMinutes: timeReports.breakMinutes,
    })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .where(and(who, between(timeReports.date, from, to)))
    .orderBy(asc(timeReports.workerId), asc(timeReports.date));
}
