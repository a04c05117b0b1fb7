import { useWatch } from "react-hook-form";
import type { LockedPeriod } from "@shared/types";
import { PAYROLL_MSG } from "@shared/validation/payroll";
import { useLockedPeriods } from "@/api/payroll/get-locked-periods";
import type { TimeReportFormApi } from "../components/time-report-fields";

/** The locked period that holds `date` (`YYYY-MM-DD`), if any. */
export function lockedPeriodHolding(periods: readonly LockedPeriod[], date: string): LockedPeriod | undefined {
  return periods.find((p) => p.startDate <= date && date <= p.endDate);
}

export interface LockedDate {
  /** The sentence under 'Datum': the period and whom to ask (docs/product-rules.md §6). */
  message: string;
  /**
   * The edited report's own date is locked: the report cannot change at all, not even its date
   * (the server refuses a move out of the period too). Otherwise another date frees the form.
   */
  reportLocked: boolean;
}

/**
 * The form's date lies in an exported, not reopened pay period: the form says so at once and
 * keeps everything but the date disabled, so nothing is typed for a day that cannot be saved.
 * Null while the periods are unknown (the server still refuses such a date, naming the period).
 */
export function useLockedDate(form: TimeReportFormApi, reportDate: string | null): LockedDate | null {
  const date = useWatch({ control: form.control, name: "date" });
  const { data: periods = [] } = useLockedPeriods();
  const ofReport = reportDate === null ? undefined : lockedPeriodHolding(periods, reportDate);
  const period = ofReport ?? (typeof date === "string" && date !== "" ? lockedPeriodHolding(periods, date) : undefined);
  if (!period) return null;
  return { message: PAYROLL_MSG.dateInLockedPeriod(period.startDate, period.endDate), reportLocked: ofReport !== undefined };
}
