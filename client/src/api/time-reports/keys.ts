import type { TimeReportFilters } from "@shared/validation";

export const TIME_REPORTS_PATH = "/api/time-reports";

/** 'Dela upp' of a new report; an edit's is `${timeReportPath(id)}/split`. */
export const SPLIT_TIME_REPORTS_PATH = `${TIME_REPORTS_PATH}/split`;

export const timeReportPath = (id: string) => `${TIME_REPORTS_PATH}/${encodeURIComponent(id)}`;

/** 'Nekade rapporter': the caller's own reports rejected in the last 30 days. */
export const REJECTED_REPORTS_PATH = `${TIME_REPORTS_PATH}/rejected`;

/** A report's history; only admins read it. */
export const reportHistoryPath = (reportId: string) => `${timeReportPath(reportId)}/history`;

/**
 * What a report list is asked for: the admin's filters, a worker's period or status, and
 * paging: `limit` with `offset`, or with `cursor`, the `X-Next-Cursor` of the page before
 * (docs/decisions/2026-11-23-lists-at-scale.md). The server narrows a worker to their own
 * reports whatever is asked.
 */
export type TimeReportListParams = Partial<TimeReportFilters> & { limit?: number; offset?: number; cursor?: string };

export const timeReportKeys = {
  /** Every cached list, page and count of reports starts with this. */
  all: [TIME_REPORTS_PATH] as const,
  list: (params: TimeReportListParams) => [TIME_REPORTS_PATH, "list", params] as const,
  // Apart from `list`: a page caches { reports, total, ... }, a list the plain array.
  page: (params: TimeReportListParams) => [TIME_REPORTS_PATH, "page", params] as const,
  count: (filters: Partial<TimeReportFilters>) => [TIME_REPORTS_PATH, "count", filters] as const,
  history: (reportId: string) => [TIME_REPORTS_PATH, "history", reportId] as const,
  // Under `all`, so a reject or any other report change refreshes it.
  rejected: () => [TIME_REPORTS_PATH, "rejected"] as const,
};
