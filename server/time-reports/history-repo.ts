import { and, desc, eq } from "drizzle-orm";
import { auditLogs, users } from "../../shared/schema";
import type { DbOrTx } from "../db";

/** A report's audit rows (who created, changed, verified, returned or rejected it), newest first. */
export async function reportHistory(db: DbOrTx, reportId: string) {
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
    .where(and(eq(auditLogs.entityType, "time_report"), eq(auditLogs.entityId, reportId)))
    .orderBy(desc(auditLogs.timestamp));
  return rows.map((r) => ({ ...r, user: r.user?.id ? r.user : null }));
}
