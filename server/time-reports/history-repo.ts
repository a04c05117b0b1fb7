import { desc, eq, sql } from "drizzle-orm";
import { auditLogs, projects, users } from "../../shared/schema";
import type { TimeCode } from "../../shared/domain";
import { rejectedRowSql as before, rejectReasonSql, rejectsOfWorkerSql } from "../attest";
import type { DbOrTx } from "../db";

/**
 * A worker's reports rejected in the last REJECTED_SHOWN_DAYS days, newest first, in one query
 * over the audit trail: the report's last state (`before`), the reason (`after`), and who.
 */
export async function rejectedReportsOf(db: DbOrTx, workerId: string) {
  const rows = await db
    .select({
      id: auditLogs.entityId,
      rejectedAt: auditLogs.timestamp,
      date: sql<string>`${before} ->> 'date'`,
      hours: sql<string>`${before} ->> 'hours'`,
      timeCode: sql<TimeCode>`${before} ->> 'timeCode'`,
      reason: rejectReasonSql,
      project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
      rejectedBy: { fullName: users.fullName },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(projects, sql`${projects.id} = (${before} ->> 'projectId')::uuid`)
    .where(rejectsOfWorkerSql("time_report", workerId))
    .orderBy(desc(auditLogs.timestamp));
  return rows.map((r) => ({ ...r, project: r.project?.id ? r.project : null, rejectedBy: r.rejectedBy?.fullName ? r.rejectedBy : null }));
}
