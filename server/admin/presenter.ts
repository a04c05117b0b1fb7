import type { AdminSummary, AdminWeek, AdminWeekWorker } from "../../shared/types";
import { aroundJsonMember, jsonArray, withJsonMember, type JsonText } from "../lib/json-text";
import { presentExpense } from "../expenses";
import type { AdminSummaryData, AdminWeekData } from "./service";

/**
 * The week grid as JSON (`AdminWeek`), to be sent with sendJsonArray: the workers, each as JSON
 * text holding its reports as the database made them (`reportJson`) and its expenses
 * (answered as GET /api/expenses answers them), and what goes around the array of workers.
 */
export function presentAdminWeek(week: AdminWeekData): { workers: JsonText[]; around: { before: string; after: string } } {
  const workers = week.workers.map((w) => {
    const worker = {
      id: w.id,
      fullName: w.fullName,
      email: w.email,
      closedAt: w.closedAt ? w.closedAt.toISOString() : null,
      employedFrom: w.employedFrom,
      notInLedger: w.notInLedger,
      expenses: w.expenses.map(presentExpense),
    };
    return withJsonMember(worker satisfies Omit<AdminWeekWorker, "reports">, "reports", jsonArray(w.reports));
  });
  const { weekStart, weekEnd, year, weekNumber, total, submittedExpenses, limit, offset } = week;
  const rest = { weekStart, weekEnd, year, weekNumber, total, submittedExpenses, limit, offset } satisfies Omit<AdminWeek, "workers">;
  return { workers, around: aroundJsonMember(rest, "workers") };
}

export function presentAdminSummary(summary: AdminSummaryData): AdminSummary {
  return {
    weekStart: summary.weekStart,
    weekEnd: summary.weekEnd,
    weekHours: summary.weekHours,
    weekHoursByKind: summary.weekHoursByKind,
    activeWorkers: summary.activeWorkers,
    pendingReports: summary.pendingReports,
  } satisfies AdminSummary;
}
