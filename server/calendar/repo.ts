import { and, between, eq, sql } from "drizzle-orm";
import { timeReports } from "../../shared/schema";
import type { DbOrTx } from "../db";

/** One row per day with reports: whether every report of that day is verified. */
export async function reportDays(db: DbOrTx, workerId: string, start: string, end: string) {
  return db
    .select({ date: timeReports.date, isVerified: sql<boolean>`bool_and(${timeReports.status} = 'verified')` })
    .from(timeReports)
    .where(and(eq(timeReports.workerId, workerId), between(timeReports.date, start, end)))
    .groupBy(timeReports.date)
    .orderBy(timeReports.date);
}
