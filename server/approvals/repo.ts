import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { expenses, projects, timeReports, users } from "../../shared/schema";
import type { ApprovalQueueState, ApprovalsQuery } from "../../shared/validation/approvals";
import { approvableSql, changedAfterApprovalSql } from "../attest";
import type { DbOrTx } from "../db";
import { expensesWhere, type ExpenseWithRefs } from "../expenses";
import type { SessionUser } from "../lib/auth-guards";
import type { JsonText } from "../lib/json-text";
import { expenseNotInLedgerSql, notInLedgerSql } from "../sites";
import { reportJson } from "../time-reports";

/**
 * A listed report's JSON with the queue's flags added after its last key (the keys keep their
 * order). An approved one was not changed after its approval: its last decision is the approval.
 */
const queueReportJson = (timeZone: string, state: ApprovalQueueState) =>
  sql<JsonText>`left(${reportJson}, -1) || ',"notInLedger":' || (${notInLedgerSql("time_reports", "projects", timeZone)})::text
    || ',"changedAfterApproval":' || (${state === "waiting" ? changedAfterApprovalSql("time_report", timeReports) : sql`false`})::text || '}'`;

/**
 * The rows of `table` (reports or expenses) a list of 'Att godkänna' holds for `actor`, dated in
 * the query's period. `waiting`: sent, not approved, one `actor` may approve. `approved`: sent and
 * approved by `actor`, not yet attested, and still one it may approve (so it may undo it); read
 * by `*_approved_unattested_idx`.
 */
function listedSql(table: typeof timeReports | typeof expenses, actor: SessionUser, query: ApprovalsQuery): SQL | undefined {
  return and(
    eq(table.status, "submitted"),
    query.state === "waiting" ? isNull(table.approvedAt) : and(isNotNull(table.approvedAt), eq(table.approvedBy, actor.id)),
    approvableSql(actor, table),
    query.startDate ? gte(table.date, query.startDate) : undefined,
    query.endDate ? lte(table.date, query.endDate) : undefined,
  );
}

/**
 * The reports of `actor`'s list (docs/product-rules.md §18), `waiting`: submitted, not approved,
 * of the projects it leads (an admin: all but its own); `approved`: those it approved that are
 * not yet attested; dated in the query's period, oldest day first, then by worker. Each as the
 * API's JSON with `notInLedger` and `changedAfterApproval`. A leader's waiting list walks
 * time_reports_awaiting_approval_idx for each of its projects.
 */
export async function listedReports(db: DbOrTx, actor: SessionUser, query: ApprovalsQuery, timeZone: string): Promise<JsonText[]> {
  const rows = await db
    .select({ json: queueReportJson(timeZone, query.state) })
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(listedSql(timeReports, actor, query))
    .orderBy(asc(timeReports.date), asc(users.fullName), asc(timeReports.workerId), asc(timeReports.createdAt), asc(timeReports.id));
  return rows.map((r) => r.json);
}

/** The expenses of `actor`'s list, as `listedReports`, oldest day first. */
export function listedExpenses(db: DbOrTx, actor: SessionUser, query: ApprovalsQuery): Promise<ExpenseWithRefs[]> {
  return expensesWhere(db, listedSql(expenses, actor, query));
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
