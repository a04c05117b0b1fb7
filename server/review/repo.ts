import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import { auditLogs, projects, timeReports, users, weeklyClosures } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { flattenReport, reportSelection } from "../lib/report-selection";

/*
 * Read-only queries for the admin's review screens. They join other modules' tables for one
 * screen in one query; every write and every lookup by id stays with the owning module.
 */

export async function listActiveWorkers(db: DbOrTx) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.role, "worker"), eq(users.active, true)))
    .orderBy(asc(users.fullName));
}

/** Every report of a period with worker, project (none for absence) and pay-period lock, oldest day first: one query. */
export async function reportsBetween(db: DbOrTx, start: string, end: string) {
  const rows = await db
    .select(reportSelection)
    .from(timeReports)
    .innerJoin(users, eq(users.id, timeReports.workerId))
    .leftJoin(projects, eq(projects.id, timeReports.projectId))
    .where(between(timeReports.date, start, end))
    .orderBy(asc(timeReports.date), asc(timeReports.createdAt));
  return rows.map(flattenReport);
}

/** Which workers have closed one ISO week, and when. */
export async function closuresOfWeek(db: DbOrTx, year: number, weekNumber: number) {
  return db
    .select({ workerId: weeklyClosures.workerId, closedAt: weeklyClosures.closedAt })
    .from(weeklyClosures)
    .where(and(eq(weeklyClosures.year, year), eq(weeklyClosures.weekNumber, weekNumber)));
}

/** The three dashboard figures, counted in the database. */
export async function summaryFigures(db: DbOrTx, start: string, end: string) {
  const result = await db.execute<{ week_hours: string; active_workers: number; pending_reports: number }>(sql`
    SELECT
      (SELECT coalesce(sum(hours), 0)::numeric(12,2)::text FROM time_reports WHERE date BETWEEN ${start} AND ${end}) AS week_hours,
      (SELECT count(DISTINCT worker_id)::int FROM time_reports WHERE date BETWEEN ${start} AND ${end}) AS active_workers,
      (SELECT count(*)::int FROM time_reports WHERE status = 'submitted') AS pending_reports`);
  const row = result.rows[0];
  return {
    weekHours: row?.week_hours ?? "0.00",
    activeWorkers: Number(row?.active_workers ?? 0),
    pendingReports: Number(row?.pending_reports ?? 0),
  };
}

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
