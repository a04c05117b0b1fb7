/** The audit log (server/lib/audit.ts): every change to a report, for its history. */
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** An audit row's change: the row before and after, secrets dropped; null for none. */
export interface AuditChanges {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    changes: jsonb("changes").$type<AuditChanges>(),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_logs_entity_idx").on(t.entityType, t.entityId, t.timestamp),
    // 'Nekade rapporter': a worker's rejects of the last 30 days, without reading the whole log.
    index("audit_logs_rejects_by_worker_idx")
      .on(sql`((${t.changes} -> 'before') ->> 'workerId')`, t.timestamp)
      .where(sql`${t.action} = 'reject'`),
  ],
);
