import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { timeReportsBaseKey } from "./get-time-reports";

export const timeReportQueryKey = (id: string) => [...timeReportsBaseKey, id] as const;

export const getTimeReport = (id: string) => apiGet<TimeReport>(`/api/time-reports/${encodeURIComponent(id)}`);

export const timeReportQueryOptions = (id: string) => queryOptions({ queryKey: timeReportQueryKey(id), queryFn: () => getTimeReport(id) });

export function useTimeReport(id: string | undefined) {
  return useQuery({ ...timeReportQueryOptions(id ?? ""), enabled: Boolean(id) });
}
