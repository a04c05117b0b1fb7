import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { projects, timeReports, users } from "../../shared/schema";
import type { TimeReportFilters } from "../../shared/validation/time-reports";

/** The WHERE of the report filters, shared by the list, the week view and the exports. */
export function filterConditions(f: TimeReportFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.workerId) parts.push(eq(timeReports.workerId, f.workerId));
  if (f.projectId) parts.push(eq(timeReports.projectId, f.projectId));
  if (f.status) parts.push(eq(timeReports.status, f.status));
  if (f.timeCode) parts.push(eq(timeReports.timeCode, f.timeCode));
  if (f.startDate) parts.push(gte(timeReports.date, f.startDate));
  if (f.endDate) parts.push(lte(timeReports.date, f.endDate));
  if (f.q) parts.push(textSearch(f.q));
  return parts.length ? and(...parts) : undefined;
}

/** `%`, `_` and `\\` in what a user typed match themselves, not any text. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring search over description, worker name and project number and
 * title (absence has no project: its description and worker still match). Each ILIKE has a
 * trigram index; the names and projects are matched in their own
 * small tables first, so that PostgreSQL can OR three index scans on time_reports.
 */
function textSearch(q: string): SQL {
  const pattern = likePattern(q);
  return sql`(${timeReports.description} ILIKE ${pattern}
    OR ${timeReports.workerId} = ANY (ARRAY(SELECT ${users.id} FROM ${users} WHERE ${users.fullName} ILIKE ${pattern}))
    OR ${timeReports.projectId} = ANY (ARRAY(SELECT ${projects.id} FROM ${projects}
      WHERE (${projects.projectNumber} || ' ' || ${projects.title}) ILIKE ${pattern})))`;
}
