import { queryOptions } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { keyToPath } from "@/lib/query-client";

/** Under the time-reports prefix, so a change to any report refreshes it too. */
export const dayReportsQueryKey = (date: string) => ["/api/time-reports", { startDate: date, endDate: date }] as const;

export const getDayReports = (date: string) => apiGet<TimeReport[]>(keyToPath(dayReportsQueryKey(date)));

export const dayReportsQueryOptions = (date: string) => queryOptions({ queryKey: dayReportsQueryKey(date), queryFn: () => getDayReports(date) });
