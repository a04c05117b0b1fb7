import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LockedPeriod } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { LOCKED_PERIODS_PATH, payrollKeys } from "./keys";

/** The exported, not reopened pay periods a report may be dated in (at most a year back), oldest first. */
export const getLockedPeriods = () => apiGet<LockedPeriod[]>(LOCKED_PERIODS_PATH);

export const lockedPeriodsQueryOptions = () => queryOptions({ queryKey: payrollKeys.lockedPeriods, queryFn: getLockedPeriods });

/** For the worker's and the admin's report form: a date in one of these is refused before anything is typed. */
export function useLockedPeriods() {
  return useQuery(lockedPeriodsQueryOptions());
}
