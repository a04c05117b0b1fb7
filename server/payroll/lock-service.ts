import { TIME_REPORT_MSG } from "../../shared/validation/time-reports";
import type { Tx } from "../db";
import { conflict } from "../lib/errors";
import { holdPayrollLockShared, lockedPeriodsHolding } from "./payroll-lock";

/**
 * Every change to a report (create, update, verify, reject, return, unverify) calls this inside its
 * transaction, with the report's dates before and after: a date in an exported pay period
 * answers 409 'Perioden är låst för lön' (docs/product-rules.md §10).
 */
export async function assertDatesUnlocked(tx: Tx, dates: string[]): Promise<void> {
  await holdPayrollLockShared(tx);
  const locked = await lockedPeriodsHolding(tx, [...new Set(dates)]);
  if (locked.length > 0) throw conflict(TIME_REPORT_MSG.payrollLocked);
}
