import { and, desc, eq, sql } from "drizzle-orm";
import type { ExpenseKind } from "../../shared/domain";
import { auditLogs, users } from "../../shared/schema";
import { rejectedRowSql as before, rejectReasonSql, rejectsOfWorkerSql } from "../attest";
import type { DbOrTx } from "../db";

/**
 * An expense's audit rows (who filed, changed, approved, attested, sent back or rejected it, with
 * the expense before and after), newest first: what the arbetsledare reads to see what changed
 * after its approval (docs/product-rules.md §18).
 */
export async function expenseHistory(db: DbOrTx, expenseId: string) {
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      timestamp: auditLogs.timestamp,
      changes: auditLogs.changes,
      user: { id: users.id, fullName: users.fullName },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(and(eq(auditLogs.entityType, "expense"), eq(auditLogs.entityId, expenseId)))
    .orderBy(desc(auditLogs.timestamp));
  return rows.map((r) => ({ ...r, user: r.user?.id ? r.user : null }));
}

/**
 * A worker's expenses rejected in the last REJECTED_SHOWN_DAYS days, newest first, in one query
 * over the audit trail, as 'Nekade rapporter' reads it (docs/product-rules.md §6a, §16): the
 * expense's last state (`before`), the reason (`after`), and who. A withdrawn expense is a
 * `withdraw` row and is not among them.
 */
export async function rejectedExpensesOf(db: DbOrTx, workerId: string) {
  const rows = await db
    .select({
      id: auditLogs.entityId,
      rejectedAt: auditLogs.timestamp,
      kind: sql<ExpenseKind>`${before} ->> 'kind'`,
      date: sql<string>`${before} ->> 'date'`,
      amount: sql<string>`${before} ->> 'amount'`,
      // What was bought, the route or the destination: one column for the three kinds.
      what: sql<string>`${before} ->> 'description'`,
      reason: rejectReasonSql,
      rejectedBy: { fullName: users.fullName },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(rejectsOfWorkerSql("expense", workerId))
    .orderBy(desc(auditLogs.timestamp));
  return rows.map((r) => ({ ...r, rejectedBy: r.rejectedBy?.fullName ? r.rejectedBy : null }));
}
