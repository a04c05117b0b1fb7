import type { AdminSummary, AdminWeek, AdminWeekWorker, ReportHistoryAction, ReportHistoryEntry } from "../../shared/types";
import { aroundJsonMember, jsonArray, withJsonMember, type JsonText } from "../lib/json-text";
import type { ReviewHistoryRow, ReviewSummary, ReviewWeek } from "./service";

/**
 * The week grid as JSON (`AdminWeek`), to be sent with sendJsonArray: the workers, each as JSON
 * text holding its reports as the database made them (`reportJson`), and what goes around
 * the array of workers.
 */
export function presentAdminWeek(week: ReviewWeek): { workers: JsonText[]; around: { before: string; after: string } } {
  const workers = week.workers.map((w) => {
    const worker = { id: w.id, fullName: w.fullName, email: w.email, closedAt: w.closedAt ? w.closedAt.toISOString() : null };
    return withJsonMember(worker satisfies Omit<AdminWeekWorker, "reports">, "reports", jsonArray(w.reports));
  });
  const { weekStart, weekEnd, year, weekNumber, total, limit, offset } = week;
  const rest = { weekStart, weekEnd, year, weekNumber, total, limit, offset } satisfies Omit<AdminWeek, "workers">;
  return { workers, around: aroundJsonMember(rest, "workers") };
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
