import type { Tx } from "../db";
import { conflict, problem } from "../lib/errors";
import { holdPayrollLockShared, lockedPeriodsHolding } from "./payroll-lock";

/**
 * Every action on a stored report (update, verify, reject, return, unverify, withdraw) calls this
 * inside its transaction, with the report's stored dates: a date in an exported pay period
 * answers 409 'Perioden är låst för lön' (docs/product-rules.md §6, §10).
 */
export async function assertDatesUnlocked(tx: Tx, dates: string[]): Promise<void> {
  await holdPayrollLockShared(tx);
  const locked = await lockedPeriodsHolding(tx, [...new Set(dates)]);
  if (locked.length > 0) throw conflict(problem("report.period-locked"));
}

/**
 * The date a report is created on or moved to, inside the writing transaction: a date in an
 * exported pay period answers 409 with the sentence that names the period, the one the report
 * form shows before anything is typed (docs/product-rules.md §6).
 */
export async function assertNewDateUnlocked(tx: Tx, date: string): Promise<void> {
  await holdPayrollLockShared(tx);
  const [period] = await lockedPeriodsHolding(tx, [date]);
  if (period) throw conflict(problem("report.date-in-locked-period", { startDate: period.startDate, endDate: period.endDate }));
}
