import { queryOptions } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { REPORT_LIST_MAX_LIMIT } from "@shared/validation";
import { apiGet } from "@/lib/api-client";
import { keyToPath } from "@/lib/query-client";

/** The signed-in worker's reports of a period; a worker's period never comes near the limit. */
export const periodReportsQueryKey = (startDate: string, endDate: string) =>
  ["/api/time-reports", { startDate, endDate, limit: REPORT_LIST_MAX_LIMIT }] as const;

export const getPeriodReports = (startDate: string, endDate: string) => apiGet<TimeReport[]>(keyToPath(periodReportsQueryKey(startDate, endDate)));

/** Fresh on every download: the PDF must show what is stored now, not a cached list. */
export const periodReportsQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({ queryKey: periodReportsQueryKey(startDate, endDate), queryFn: () => getPeriodReports(startDate, endDate), staleTime: 0 });
