import type { AdminSummary, AdminWeek, ReportHistoryAction, ReportHistoryEntry } from "../../shared/types";
import { presentTimeReport } from "../time-reports/presenter";
import type { ReviewHistoryRow, ReviewSummary, ReviewWeek } from "./service";

export function presentAdminWeek(week: ReviewWeek): AdminWeek {
  return {
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    year: week.year,
    weekNumber: week.weekNumber,
    workers: week.workers.map((w) => ({
      id: w.id,
      fullName: w.fullName,
      email: w.email,
      closedAt: w.closedAt ? w.closedAt.toISOString() : null,
      reports: w.reports.map(presentTimeReport),
    })),
    total: week.total,
    limit: week.limit,
    offset: week.offset,
  } satisfies AdminWeek;
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
