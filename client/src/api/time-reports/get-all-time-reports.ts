import type { TimeReport } from "@shared/types";
import { REPORT_LIST_MAX_LIMIT, type TimeReportFilters } from "@shared/validation";
import { getTimeReportsPage } from "./get-time-reports";

/**
 * Every report matching the filters, read in pages of the largest size the server allows,
 * each page asked for by the X-Next-Cursor of the one before, so the last page costs the
 * server what the first does. Not cached: the admin's PDFs must show what is stored now.
 */
export async function getAllTimeReports(filters: Partial<TimeReportFilters>): Promise<TimeReport[]> {
  const all: TimeReport[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await getTimeReportsPage({ ...filters, limit: REPORT_LIST_MAX_LIMIT, cursor });
    all.push(...page.reports);
    if (page.nextCursor === null || page.reports.length === 0) return all;
    cursor = page.nextCursor;
  }
}
