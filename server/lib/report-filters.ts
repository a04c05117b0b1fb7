import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import { timeReports } from "../../shared/schema";
import type { TimeReportFilters } from "../../shared/validation/time-reports";

/** The WHERE of the report filters, shared by the list, the week view and the exports. */
export function filterConditions(f: TimeReportFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.workerId) parts.push(eq(timeReports.workerId, f.workerId));
  if (f.projectId) parts.push(eq(timeReports.projectId, f.projectId));
  if (f.status) parts.push(eq(timeReports.status, f.status));
  if (f.startDate) parts.push(gte(timeReports.date, f.startDate));
  if (f.endDate) parts.push(lte(timeReports.date, f.endDate));
  return parts.length ? and(...parts) : undefined;
}
