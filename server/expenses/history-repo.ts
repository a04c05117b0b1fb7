import { desc, eq, sql } from "drizzle-orm";
import type { ExpenseKind } from "../../shared/domain";
import { auditLogs, users } from "../../shared/schema";
import { rejectedRowSql as before, rejectReasonSql, rejectsOfWorkerSql } from "../attest";
import type { DbOrTx } from "../db";

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
