import type { AdminSummary, AdminWeek, AdminWeekWorker, ReportHistoryAction, ReportHistoryEntry } from "../../shared/types";
import { jsonArray, withJsonMember, type JsonText } from "../lib/json-text";
import type { ReviewHistoryRow, ReviewSummary, ReviewWeek } from "./service";

/**
 * The week grid as JSON text (`AdminWeek`): the reports are the database's JSON already
 * (`reportJson`), put in as they are; the rest is serialised here.
 */
export function presentAdminWeek(week: ReviewWeek): JsonText {
  const workers = week.workers.map((w) => {
    const worker = { id: w.id, fullName: w.fullName, email: w.email, closedAt: w.closedAt ? w.closedAt.toISOString() : null };
    return withJsonMember(worker satisfies Omit<AdminWeekWorker, "reports">, "reports", jsonArray(w.reports));
  });
  const { weekStart, weekEnd, year, weekNumber, total, limit, offset } = week;
  const rest = { weekStart, weekEnd, year, weekNumber, total, limit, offset } satisfies Omit<AdminWeek, "workers">;
  return withJsonMember(rest, "workers", jsonArray(workers));
}

export function presentAdminSummary(summary: ReviewSummary): AdminSummary {
  return {
    weekStart: summary.weekStart,
    weekEnd: summary.weekEnd,
    weekHours: summary.weekHours,
    activeWorkers: summary.activeWorkers,
    pendingReports: summary.pendingReports,
  } satisfies AdminSummary;
}

const NO_CHANGES = { before: null, after: null };

export function presentReportHistoryEntry(row: ReviewHistoryRow): ReportHistoryEntry {
  return {
    id: row.id,
    // Only the time-report service writes time_report audit rows, and only these actions.
    action: row.action as ReportHistoryAction,
    timestamp: row.timestamp.toISOString(),
    // As stored: the rows keep their own (jsonb) key order.
    changes: row.changes ?? NO_CHANGES,
    user: row.user ? { id: row.user.id, fullName: row.user.fullName } : null,
  } satisfies ReportHistoryEntry;
}
