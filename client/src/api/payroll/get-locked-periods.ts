import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LockedPeriod } from "@shared/types";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { apiGet } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { LOCKED_PERIODS_PATH, payrollKeys } from "./keys";

/** The exported, not reopened pay periods a report may be dated in (at most a year back), oldest first. */
export const getLockedPeriods = () => apiGet<LockedPeriod[]>(LOCKED_PERIODS_PATH);

export const lockedPeriodsQueryOptions = () => queryOptions({ queryKey: payrollKeys.lockedPeriods, queryFn: getLockedPeriods });

/** For the worker's and the admin's report form and the expense forms: a date in one of these is refused before anything is typed. */
export function useLockedPeriods() {
  return useQuery(lockedPeriodsQueryOptions());
}

/** The locked period that holds `date` (`YYYY-MM-DD`), if any. */
export function lockedPeriodHolding(periods: readonly LockedPeriod[], date: string): LockedPeriod | undefined {
  return periods.find((p) => p.startDate <= date && date <= p.endDate);
}

export interface LockedDate {
  /** The sentence under the date: the period and whom to ask (docs/product-rules.md §6). */
  message: string;
  /**
   * The edited record's own date is locked: it cannot change at all, not even its date (the
   * server refuses a move out of the period too). Otherwise another date frees the form.
   */
  ownLocked: boolean;
}

/**
 * The form's date (`YYYY-MM-DD`, as the form holds it now) lies in an exported, not reopened pay
 * period: the form says so at once and keeps everything but the date disabled, so nothing is
 * typed for a day that cannot be saved. `ownDate` is the date of the report or expense being
 * changed, null for a new one. Null while the periods are unknown (the server still refuses such
 * a date, naming the period).
 */
export function useLockedDate(date: unknown, ownDate: string | null): LockedDate | null {
  const { data: periods = [] } = useLockedPeriods();
  const t = useT(shellSv);
  const ofOwn = ownDate === null ? undefined : lockedPeriodHolding(periods, ownDate);
  const period = ofOwn ?? (typeof date === "string" && date !== "" ? lockedPeriodHolding(periods, date) : undefined);
  if (!period) return null;
  // The words of the server's refusal of such a date (report.date-in-locked-period), in the reader's language.
  return { message: t("shell.lockedDate", { startDate: period.startDate, endDate: period.endDate }), ownLocked: ofOwn !== undefined };
}
