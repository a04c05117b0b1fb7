import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { timeReportsBaseKey } from "./get-time-reports-page";

export type HistoryAction = "create" | "update" | "verify" | "reject";

/** One audit row of a report, newest first; `user` is null when that account is gone. */
export interface ReportHistoryEntry {
  id: string;
  action: HistoryAction;
  timestamp: string;
  user: { id: string; fullName: string } | null;
  changes: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

export const reportHistoryQueryKey = (reportId: string) => [...timeReportsBaseKey, reportId, "history"] as const;

export const getReportHistory = (reportId: string) => apiGet<ReportHistoryEntry[]>(`/api/time-reports/${encodeURIComponent(reportId)}/history`);

export const reportHistoryQueryOptions = (reportId: string) =>
  queryOptions({ queryKey: reportHistoryQueryKey(reportId), queryFn: () => getReportHistory(reportId) });

export function useReportHistory(reportId: string) {
  return useQuery(reportHistoryQueryOptions(reportId));
}
