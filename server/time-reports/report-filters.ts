import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { projects, timeReports, users } from "../../shared/schema";
import { returnedSql } from "../../shared/domain";
import type { TimeReportFilters } from "../../shared/validation/time-reports";
import type { DbOrTx } from "../db";
import { approvalCondition } from "../lib/approval-filter";
import { likePattern } from "../lib/like-pattern";

/**
 * The workers and projects whose name, number or title matches a search `q`, looked up in their
 * own small tables before the reports are read (see `resolveSearch`).
 */
export interface ResolvedSearch {
  workerIds: string[];
  projectIds: string[];
}

/**
 * The WHERE of the report filters, shared by the list, the week view and the exports. With
 * `search` (from `resolveSearch` for the same `q`) the matching workers and projects are
 * literal ids, which the planner can count; without it they are subqueries.
 */
export function filterConditions(f: TimeReportFilters, search?: ResolvedSearch): SQL | undefined {
  const parts: SQL[] = [];
  if (f.workerId) parts.push(eq(timeReports.workerId, f.workerId));
  if (f.projectId) parts.push(eq(timeReports.projectId, f.projectId));
  if (f.status) parts.push(eq(timeReports.status, f.status));
  if (f.timeCode) parts.push(eq(timeReports.timeCode, f.timeCode));
  if (f.startDate) parts.push(gte(timeReports.date, f.startDate));
  if (f.endDate) parts.push(lte(timeReports.date, f.endDate));
  if (f.returned) parts.push(sql.raw(returnedSql(`"time_reports"."status"`, `"time_reports"."return_reason"`)));
  const approval = approvalCondition(f.approval, timeReports);
  if (approval) parts.push(approval);
  if (f.q) parts.push(search ? resolvedTextSearch(f.q, search) : textSearch(f.q));
  return parts.length ? and(...parts) : undefined;
}

const workerMatches = (pattern: string) => sql`SELECT ${users.id} FROM ${users} WHERE ${users.fullName} ILIKE ${pattern}`;
const projectMatches = (pattern: string) =>
  sql`SELECT ${projects.id} FROM ${projects} WHERE (${projects.projectNumber} || ' ' || ${projects.title}) ILIKE ${pattern}`;

/**
 * Case-insensitive substring search over description, worker name and project number and
 * title (absence has no project: its description and worker still match). Each ILIKE has a
 * trigram index; the names and projects are matched in their own
 * small tables first, so that PostgreSQL can OR three index scans on time_reports.
 */
function textSearch(q: string): SQL {
  const pattern = likePattern(q);
  return sql`(${timeReports.description} ILIKE ${pattern}
    OR ${timeReports.workerId} = ANY (ARRAY(${workerMatches(pattern)}))
    OR ${timeReports.projectId} = ANY (ARRAY(${projectMatches(pattern)})))`;
}

/**
 * The search with the matching workers and projects as id lists. The planner then knows how
 * many reports they hold: a subquery's array is guessed at ten ids, and with a page's LIMIT
 * that guess can send a rare search through the whole table in date order.
 */
function resolvedTextSearch(q: string, search: ResolvedSearch): SQL {
  const parts = [sql`${timeReports.description} ILIKE ${likePattern(q)}`];
  if (search.workerIds.length) parts.push(sql`${timeReports.workerId} = ANY (${sql.param(search.workerIds)}::uuid[])`);
  if (search.projectIds.length) parts.push(sql`${timeReports.projectId} = ANY (${sql.param(search.projectIds)}::uuid[])`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The workers and projects a search `q` matches by name, number or title: one small query. */
export async function resolveSearch(db: DbOrTx, q: string): Promise<ResolvedSearch> {
  const pattern = likePattern(q);
  const result = await db.execute<{ worker_ids: string[]; project_ids: string[] }>(
    sql`SELECT ARRAY(${workerMatches(pattern)})::text[] AS worker_ids, ARRAY(${projectMatches(pattern)})::text[] AS project_ids`,
  );
  return { workerIds: result.rows[0]?.worker_ids ?? [], projectIds: result.rows[0]?.project_ids ?? [] };
}
