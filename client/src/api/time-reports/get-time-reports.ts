import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { TimeReportFilters } from "@shared/validation";
import { apiGetWithHeaders, withQuery } from "@/lib/api-client";
import { TIME_REPORTS_PATH, timeReportKeys, type TimeReportListParams } from "./keys";

export type { TimeReportListParams };

/** How many reports match: exact, or the planner's estimate above REPORT_EXACT_COUNT_MAX. */
export interface ReportCount {
  /** X-Total-Count: all reports matching the filters, not only this page. */
  total: number;
  /** X-Total-Count-Estimated: true; the screen says 'cirka'. */
  totalEstimated: boolean;
}

export interface TimeReportPage extends ReportCount {
  reports: TimeReport[];
  /** X-Next-Cursor: sent back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** GET /api/time-reports, newest date first, with the total and the next page's cursor from the headers. */
export async function getTimeReportsPage(params: TimeReportListParams): Promise<TimeReportPage> {
  const { data: reports, headers } = await apiGetWithHeaders<TimeReport[]>(withQuery(TIME_REPORTS_PATH, params));
  const header = headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return {
    reports,
    total: Number.isFinite(total) ? total : reports.length,
    totalEstimated: headers.get("X-Total-Count-Estimated") === "true",
    nextCursor: headers.get("X-Next-Cursor") || null,
  };
}

/** The reports alone, for the lists that do not page (a worker's week, a day, a PDF's period). */
export const getTimeReports = async (params: TimeReportListParams = {}): Promise<TimeReport[]> => (await getTimeReportsPage(params)).reports;

/** Only the count of the reports matching `filters`: one report is read, the headers carry the rest. */
export async function countTimeReports(filters: Partial<TimeReportFilters>): Promise<ReportCount> {
  const { total, totalEstimated } = await getTimeReportsPage({ ...filters, limit: 1 });
  return { total, totalEstimated };
}

export const timeReportsQueryOptions = (params: TimeReportListParams = {}) =>
  queryOptions({ queryKey: timeReportKeys.list(params), queryFn: () => getTimeReports(params) });

/** Every report sent back and not sent again (`?returned=true`): all of them, never a page. */
export const returnedReportsQueryOptions = () => timeReportsQueryOptions({ returned: true });

export const timeReportsPageQueryOptions = (params: TimeReportListParams) =>
  queryOptions({ queryKey: timeReportKeys.page(params), queryFn: () => getTimeReportsPage(params) });

export const timeReportCountQueryOptions = (filters: Partial<TimeReportFilters>) =>
  queryOptions({ queryKey: timeReportKeys.count(filters), queryFn: () => countTimeReports(filters) });

/** `params` null while the filters are invalid: nothing is fetched. */
export function useTimeReportsPage(params: TimeReportListParams | null) {
  return useQuery({
    ...timeReportsPageQueryOptions(params ?? { limit: 0, offset: 0 }),
    enabled: params !== null,
    // The previous page stays while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** `filters` null while there is nothing to count: nothing is fetched. */
export function useTimeReportCount(filters: Partial<TimeReportFilters> | null) {
  return useQuery({ ...timeReportCountQueryOptions(filters ?? {}), enabled: filters !== null });
}
