import { and, gte, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { payrollExports } from "../../shared/schema";
import type { DbOrTx, Tx } from "../db";

/**
 * One advisory lock key for payroll: report writes hold it shared, an export holds it
 * exclusive. An export therefore never sees a report change half-way, and a report change
 * never lands in a period that was locked while it ran.
 */
const PAYROLL_LOCK_KEY = 7_460_001;

export async function holdPayrollLockShared(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${PAYROLL_LOCK_KEY})`);
}

export async function holdPayrollLockExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYROLL_LOCK_KEY})`);
}

/** The locked (exported, not reopened) periods that hold any of `dates`. */
export async function lockedPeriodsHolding(db: DbOrTx, dates: string[]): Promise<{ startDate: string; endDate: string }[]> {
  if (dates.length === 0) return [];
  return db
    .select({ startDate: payrollExports.startDate, endDate: payrollExports.endDate })
    .from(payrollExports)
    .where(and(isNull(payrollExports.reopenedAt), or(...dates.map((d) => and(lte(payrollExports.startDate, d), gte(payrollExports.endDate, d))))))
    .limit(1);
}

/**
 * `dateColumn` lies in a locked pay period, as a boolean SQL expression for list queries
 * (a report's `lockedForPayroll`).
 */
export function isDateLockedSql(dateColumn: SQL | { getSQL(): SQL }): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${payrollExports} WHERE ${payrollExports.reopenedAt} IS NULL AND ${dateColumn} BETWEEN ${payrollExports.startDate} AND ${payrollExports.endDate})`;
}

/**
 * The exclusion constraint `payroll_exports_no_overlap` was hit (SQLSTATE 23P01): another
 * export of an overlapping period got there first. Drizzle wraps the driver's error in `cause`.
 */
export function isPayrollOverlapViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === "23P01") return true;
    current = e.cause;
  }
  return false;
}
