import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { ReportStatus } from "@shared/validation";
import { apiGet } from "@/lib/api-client";
import { keyToPath } from "@/lib/query-client";
import { projectsQueryKey } from "./get-projects";

/** Every query under this prefix holds time-report data: one invalidation refreshes them all. */
export const timeReportsBaseKey = ["/api/time-reports"] as const;

export interface TimeReportListParams {
  status?: ReportStatus;
  startDate?: string;
  endDate?: string;
  limit?: number;
  offset?: number;
}

export const timeReportsQueryKey = (params: TimeReportListParams = {}) => [...timeReportsBaseKey, params] as const;

/** The signed-in worker's own reports (the server narrows a worker to itself), newest date first. */
export const getTimeReports = (params: TimeReportListParams = {}) => apiGet<TimeReport[]>(keyToPath(timeReportsQueryKey(params)));

export const timeReportsQueryOptions = (params: TimeReportListParams = {}) =>
  queryOptions({ queryKey: timeReportsQueryKey(params), queryFn: () => getTimeReports(params) });

export function useTimeReports(params: TimeReportListParams = {}) {
  return useQuery(timeReportsQueryOptions(params));
}

/** After any change to a report: lists, single reports and the projects' reported hours. */
export async function invalidateTimeReportData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: timeReportsBaseKey }),
    queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  ]);
}
