import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSummary } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { ADMIN_SUMMARY_PATH, adminKeys } from "./keys";

/** This week's figures for the dashboard's cards and the tab's count. */
export const getAdminSummary = () => apiGet<AdminSummary>(ADMIN_SUMMARY_PATH);

export const adminSummaryQueryOptions = () => queryOptions({ queryKey: adminKeys.summary, queryFn: getAdminSummary });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions());
}
