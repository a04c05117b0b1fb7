import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiGetWithHeaders, withQuery } from "@/lib/api-client";
import { TIME_REPORTS_PATH, timeReportKeys, type TimeReportListParams } from "./keys";

export type { TimeReportListParams };

export interface TimeReportPage {
  reports: TimeReport[];
  /** X-Total-Count: all reports matching the filters, not only this page. */
  total: number;
}

/** GET /api/time-reports, newest date first, with the total from the X-Total-Count header. */
export async function getTimeReportsPage(params: TimeReportListParams): Promise<TimeReportPage> {
  const { data: reports, headers } = await apiGetWithHeaders<TimeReport[]>(withQuery(TIME_REPORTS_PATH, params));
  const header = headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return { reports, total: Number.isFinite(total) ? total : reports.length };
}

/** The reports alone, for the lists that do not page (a worker's week, a day, a PDF's period). */
export const getTimeReports = async (params: TimeReportListParams = {}): Promise<TimeReport[]> => (await getTimeReportsPage(params)).reports;

export const timeReportsQueryOptions = (params: TimeReportListParams = {}) =>
  queryOptions({ queryKey: timeReportKeys.list(params), queryFn: () => getTimeReports(params) });

export const timeReportsPageQueryOptions = (params: TimeReportListParams) =>
  queryOptions({ queryKey: timeReportKeys.page(params), queryFn: () => getTimeReportsPage(params) });

export function useTimeReports(params: TimeReportListParams = {}) {
  return useQuery(timeReportsQueryOptions(params));
}

/** `params` null while the filters are invalid: nothing is fetched. */
export function useTimeReportsPage(params: TimeReportListParams | null) {
  return useQuery({
    ...timeReportsPageQueryOptions(params ?? { limit: 0, offset: 0 }),
    enabled: params !== null,
    // The previous page stays while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}
