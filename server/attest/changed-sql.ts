import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AuditEntity } from "../lib/audit";

/**
 * 'Ändrad efter godkännande' (docs/product-rules.md §18): of the row's audit rows that decide
 * its approval (approve, unapprove, return, and a change that found it approved and so cleared
 * it), the newest is such a change. Reads audit_logs_entity_idx for the one row, and only for a
 * row written since it was made: one never changed was never approved either.
 */
export function changedAfterApprovalSql(entity: AuditEntity, row: { id: AnyColumn; createdAt: AnyColumn; updatedAt: AnyColumn }): SQL<boolean> {
  return sql<boolean>`(${row.updatedAt} > ${row.createdAt} AND coalesce((SELECT al.action = 'update' FROM audit_logs al
    WHERE al.entity_type = ${entity} AND al.entity_id = ${row.id}
      AND (al.action IN ('approve', 'unapprove', 'return') OR (al.action = 'update' AND al.changes -> 'before' ->> 'approvedAt' IS NOT NULL))
    ORDER BY al.timestamp DESC LIMIT 1), false))`;
}
