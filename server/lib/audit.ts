import { auditLogs } from "../../shared/schema";
import type { DbOrTx } from "../db";

export type AuditEntity = "time_report" | "project" | "user" | "weekly_closure";

const SECRET_KEYS = new Set(["password", "resetToken", "resetTokenExpiry"]);

/** Drops secrets from a row before it is kept in the audit trail. */
function scrub(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value) || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.has(k)));
}

export interface AuditEntry {
  userId: string | null;
  action: string;
  entityType: AuditEntity;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row. Call it with the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: { before: scrub(entry.before) ?? null, after: scrub(entry.after) ?? null },
  });
}
