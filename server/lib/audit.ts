import { maskIdentityNumber } from "../../shared/domain";
import { auditLogs, type AuditChanges } from "../../shared/schema";
import type { DbOrTx } from "../db";

export type AuditEntity =
  | "time_report"
  | "project"
  | "user"
  | "weekly_closure"
  | "payroll_export"
  | "settings"
  | "invitation"
  | "site"
  | "site_company"
  | "site_person"
  | "expense";

const SECRET_KEYS = new Set(["password", "resetToken", "resetTokenExpiry", "tokenHash"]);

/**
 * Drops secrets from a row before it is kept in the audit trail; an identity number is kept
 * masked (docs/decisions/2026-11-26-identity-numbers.md).
 */
function scrub(row: object | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !SECRET_KEYS.has(k))
      .map(([k, v]) => (k === "identityNumber" && (typeof v === "string" || v === null) ? [k, maskIdentityNumber(v)] : [k, v])),
  );
}

export interface AuditEntry {
  userId: string | null;
  action: string;
  entityType: AuditEntity;
  entityId: string;
  /** The row as it was, and as it became; left out for a creation or a removal. */
  before?: object;
  after?: object;
}

/** Writes one audit row. Call it with the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const changes: AuditChanges = { before: scrub(entry.before), after: scrub(entry.after) };
  await tx.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes,
  });
}

/** Writes many audit rows in one INSERT (e.g. one per report of a bulk verify). */
export async function writeAudits(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLogs).values(
    entries.map((entry) => ({
      userId: entry.userId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: { before: scrub(entry.before), after: scrub(entry.after) } satisfies AuditChanges,
    })),
  );
}
