import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { REJECTED_SHOWN_DAYS } from "../../shared/domain";
import { auditLogs } from "../../shared/schema";
import type { AuditEntity } from "../lib/audit";

/*
 * What a worker's lists of rejects ('Nekade rapporter', 'Nekade ersättningar', docs/product-rules.md
 * §6a, §16) read of the audit trail: a reject's row keeps the rejected row (`before`) and the
 * reason (`after`).
 */

/** The rejected row's last state, as its audit row keeps it. */
export const rejectedRowSql = sql`${auditLogs.changes} -> 'before'`;

/** The reason the admin gave, or null. */
export const rejectReasonSql = sql<string | null>`${auditLogs.changes} -> 'after' ->> 'reason'`;

/** The rejects of `entity` rows of `workerId` in the last REJECTED_SHOWN_DAYS days. */
export function rejectsOfWorkerSql(entity: AuditEntity, workerId: string): SQL | undefined {
  return and(
    eq(auditLogs.entityType, entity),
    // Literal, as audit_logs_rejects_by_worker_idx's predicate, so every plan may use it: that
    // index holds every entity's rejects, keyed by the `before` row's workerId.
    sql`${auditLogs.action} = 'reject'`,
    sql`${rejectedRowSql} ->> 'workerId' = ${workerId}`,
    gte(auditLogs.timestamp, sql`now() - make_interval(days => ${REJECTED_SHOWN_DAYS})`),
  );
}
