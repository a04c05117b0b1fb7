import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportHistoryEntry } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { reportHistoryPath, timeReportKeys } from "./keys";

/** Who created, changed, verified or rejected a report, and when; newest first. */
export const getReportHistory = (reportId: string) => apiGet<ReportHistoryEntry[]>(reportHistoryPath(reportId));

export const reportHistoryQueryOptions = (reportId: string) =>
  queryOptions({ queryKey: timeReportKeys.history(reportId), queryFn: () => getReportHistory(reportId) });

export function useReportHistory(reportId: string) {
  return useQuery(reportHistoryQueryOptions(reportId));
}
