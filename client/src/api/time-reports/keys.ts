import type { TimeReportFilters } from "@shared/validation";

export const TIME_REPORTS_PATH = "/api/time-reports";

export const timeReportPath = (id: string) => `${TIME_REPORTS_PATH}/${encodeURIComponent(id)}`;

/**
 * What a report list is asked for: the admin's filters, a worker's period or status, and
 * paging. The server narrows a worker to their own reports whatever is asked.
 */
export type TimeReportListParams = Partial<TimeReportFilters> & { limit?: number; offset?: number };

export const timeReportKeys = {
  /** Every cached list and page of reports starts with this. */
  all: [TIME_REPORTS_PATH] as const,
  list: (params: TimeReportListParams) => [TIME_REPORTS_PATH, "list", params] as const,
  // Apart from `list`: a page caches { reports, total }, a list the plain array.
  page: (params: TimeReportListParams) => [TIME_REPORTS_PATH, "page", params] as const,
};
