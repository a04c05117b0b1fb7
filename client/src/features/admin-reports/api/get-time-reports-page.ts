import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { ApiError } from "@/lib/api-client";

/** Every time-report list key starts with this: invalidate it after a report changes. */
export const timeReportsBaseKey = ["/api/time-reports"] as const;

export type ReportPageParams = Partial<TimeReportFilters> & { limit: number; offset: number };

export interface ReportPage {
  reports: TimeReport[];
  /** X-Total-Count: all reports matching the filters, not only this page. */
  total: number;
}

export function reportQueryString(params: Partial<ReportPageParams>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  return search.toString();
}

/** GET /api/time-reports, newest first, with the total from the X-Total-Count header. */
export async function getTimeReportsPage(params: ReportPageParams): Promise<ReportPage> {
  const res = await fetch(`/api/time-reports?${reportQueryString(params)}`, { credentials: "include", headers: { Accept: "application/json" } });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  const reports = JSON.parse(text) as TimeReport[];
  const header = res.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return { reports, total: Number.isFinite(total) ? total : reports.length };
}

// "page" keeps this { reports, total } value apart from keys that cache the plain array.
export const timeReportsPageQueryKey = (params: ReportPageParams) => [...timeReportsBaseKey, "page", params] as const;

export const timeReportsPageQueryOptions = (params: ReportPageParams) =>
  queryOptions({ queryKey: timeReportsPageQueryKey(params), queryFn: () => getTimeReportsPage(params) });

/** `params` null while the filters are invalid: nothing is fetched. */
export function useTimeReportsPage(params: ReportPageParams | null) {
  return useQuery({
    ...timeReportsPageQueryOptions(params ?? { limit: 0, offset: 0 }),
    enabled: params !== null,
    // The previous page stays while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}
