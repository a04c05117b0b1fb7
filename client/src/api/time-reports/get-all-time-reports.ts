import type { TimeReport } from "@shared/types";
import { REPORT_LIST_MAX_LIMIT, type TimeReportFilters } from "@shared/validation";
import { getTimeReportsPage } from "./get-time-reports";

/**
 * Every report matching the filters, read in pages of the largest size the server allows.
 * Not cached: the admin's PDFs must show what is stored now.
 */
export async function getAllTimeReports(filters: Partial<TimeReportFilters>): Promise<TimeReport[]> {
  const all: TimeReport[] = [];
  for (;;) {
    const { reports, total } = await getTimeReportsPage({ ...filters, limit: REPORT_LIST_MAX_LIMIT, offset: all.length });
    all.push(...reports);
    if (reports.length === 0 || all.length >= total) return all;
  }
}
