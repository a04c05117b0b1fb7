import { and, desc, eq } from "drizzle-orm";
import type { ReportHistoryAction, ReportHistoryEntry } from "../../shared/types";
import { auditLogs, users } from "../../shared/schema";
import type { DbOrTx } from "../db";

/**
 * A report's or an expense's audit rows (who filed, changed, approved, attested, sent back or
 * rejected it, with the row before and after), newest first: the report's history (§4) and
 * what the arbetsledare reads of an expense changed after its approval (docs/product-rules.md §18).
 */
export async function auditHistory(db: DbOrTx, entityType: "time_report" | "expense", entityId: string) {
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
    .where(and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId)))
    .orderBy(desc(auditLogs.timestamp));
  return rows.map((r) => ({ ...r, user: r.user?.id ? r.user : null }));
}

type AuditHistoryRow = Awaited<ReturnType<typeof auditHistory>>[number];

const NO_CHANGES = { before: null, after: null };

/** One audit row as the history answers it. */
export function presentHistoryEntry(row: AuditHistoryRow): ReportHistoryEntry {
  return {
    id: row.id,
    // Only the reports' and expenses' services and the attest workflow write these rows, and only these actions.
    action: row.action as ReportHistoryAction,
    timestamp: row.timestamp.toISOString(),
    // As stored: the rows keep their own (jsonb) key order.
    changes: row.changes ?? NO_CHANGES,
    user: row.user ? { id: row.user.id, fullName: row.user.fullName } : null,
  } satisfies ReportHistoryEntry;
}
