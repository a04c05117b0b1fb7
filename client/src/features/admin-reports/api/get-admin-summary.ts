import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** GET /api/admin/summary: this week's figures for the three cards. */
export interface AdminSummary {
  weekStart: string;
  weekEnd: string;
  /** "20.50" */
  weekHours: string;
  activeWorkers: number;
  pendingReports: number;
}

export const adminSummaryQueryKey = ["/api/admin/summary"] as const;

export const getAdminSummary = () => apiGet<AdminSummary>("/api/admin/summary");

export const adminSummaryQueryOptions = () => queryOptions({ queryKey: adminSummaryQueryKey, queryFn: getAdminSummary });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions());
}
