import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { expenses, projects, timeReports, users } from "../../shared/schema";
import type { ApprovalsQuery } from "../../shared/validation/approvals";
import { approvableSql, changedAfterApprovalSql } from "../attest";
import type { DbOrTx } from "../db";
import { expensesWhere, type ExpenseWithRefs } from "../expenses";
import type { SessionUser } from "../lib/auth-guards";
import type { JsonText } from "../lib/json-text";
import { expenseNotInLedgerSql, notInLedgerSql } from "../sites";
import { reportJson } from "../time-reports";

/** A waiting report's JSON with the queue's flags added after its last key (the keys keep their order). */
const queueReportJson = (timeZone: string) =>
  sql<JsonText>`left(${reportJson}, -1) || ',"notInLedger":' || (${notInLedgerSql("time_reports", "projects", timeZone)})::text
    || ',"changedAfterApproval":' || (${changedAfterApprovalSql("time_report", timeReports)})::text || '}'`;

/** What waits for `actor`'s approval in `table` (reports or expenses): sent, not approved, one `actor` may approve, within the query's dates. */
function waitingSql(table: typeof timeReports | typeof expenses, actor: SessionUser, query: ApprovalsQuery): SQL | undefined {
  return and(
    eq(table.status, "submitted"),
    isNull(table.approvedAt),
    approvableSql(actor, table),
    query.startDate ? gte(table.date, query.startDate) : undefined,
    query.endDate ? lte(table.date, query.endDate) : undefined,
  );
}

/**
 * The reports waiting for `actor`'s approval (docs/product-rules.md §18): submitted, not approved,
 * of the projects it leads (an admin: all but its own), dated in the query's period; oldest day
 * first, then by worker. Each as the API's JSON with `notInLedger` and `changedAfterApproval`.
 * A leader's read walks time_reports_awaiting_approval_idx for each of its projects.
 */
export async function waitingReports(db: DbOrTx, actor: SessionUser, query: ApprovalsQuery, timeZone: string): Promise<JsonText[]> {
  const rows = await db
    .select({ json: queueReportJson(timeZone) })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(waitingSql(timeReports, actor, query))
    .orderBy(asc(timeReports.date), asc(users.fullName), asc(timeReports.workerId), asc(timeReports.createdAt), asc(timeReports.id));
  return rows.map((r) => r.json);
}

/** The expenses waiting for `actor`'s approval, as `waitingReports`, oldest day first. */
export function waitingExpenses(db: DbOrTx, actor: SessionUser, query: ApprovalsQuery): Promise<ExpenseWithRefs[]> {
  return expensesWhere(db, waitingSql(expenses, actor, query));
}

/** The queue's flags of the expenses `ids`, by id. */
export async function expenseFlags(db: DbOrTx, ids: string[], timeZone: string): Promise<Map<string, { notInLedger: boolean; changedAfterApproval: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: expenses.id,
      notInLedger: sql<unknown>`${expenseNotInLedgerSql("expenses", "projects", timeZone)}`,
      changedAfterApproval: sql<unknown>`${changedAfterApprovalSql("expense", expenses)}`,
    })
    .from(expenses)
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .where(inArray(expenses.id, ids));
  // The driver may hand a boolean back as true or 't' (embedded vs. server).
  const yes = (v: unknown) => v === true || v === "t" || v === "true";
  return new Map(rows.map((r) => [r.id, { notInLedger: yes(r.notInLedger), changedAfterApproval: yes(r.changedAfterApproval) }]));
}
