import type { Expense, MilExpense, TraktExpense, UtlaggExpense } from "../../shared/types";
import type { WeekExpenseRow } from "./expenses-repo";

/**
 * A row of `expensesOfWorkers` as the API's `Expense` (shared/types/expenses.ts), the shape
 * GET /api/expenses answers: the kind's own fields only, money as "250.00", timestamps as
 * `toISOString()`. The table's CHECK constraints hold each kind's columns together, so a
 * kind's fields are never null here; the fallbacks only satisfy the types.
 */
export function presentWeekExpense({ expense: e, worker, project, lockedForPayroll, lines }: WeekExpenseRow): Expense {
  const base = {
    id: e.id,
    workerId: e.workerId,
    date: e.date,
    status: e.status,
    returnReason: e.returnReason,
    lockedForPayroll,
    amount: e.amount,
    projectId: e.projectId,
    project: project?.id ? project : null,
    lines,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    worker,
  };
  switch (e.kind) {
    case "utlagg":
      return { ...base, kind: "utlagg", vat: e.vat ?? "0.00", description: e.description, receiptImageUrls: e.receiptImageUrls } satisfies UtlaggExpense;
    case "mil":
      return { ...base, kind: "mil", km: e.km ?? 0, route: e.description } satisfies MilExpense;
    case "trakt":
      return {
        ...base,
        kind: "trakt",
        departAt: e.departAt ?? "",
        returnAt: e.returnAt ?? "",
        destination: e.description,
        overnight: e.overnight ?? false,
        distanceOver50km: e.distanceOver50km ?? false,
        lodgingPaid: e.lodgingPaid ?? false,
        meals: e.meals ?? [],
        fullDays: e.fullDays ?? 0,
        halfDays: e.halfDays ?? 0,
        nights: e.nights ?? 0,
      } satisfies TraktExpense;
  }
}
