import type { ExpenseRates } from "../../shared/domain";
import type { DeletedExpense, Expense, ExpenseList, MilExpense, RejectedExpenseNotice, TraktExpense, UtlaggExpense } from "../../shared/types";
import type { PayrollSettingsInput } from "../../shared/validation/payroll";
import type { ExpenseWithRefs } from "./repo";
import type { RejectedExpenseRow } from "./service";

/** A stored column of one kind that the table's checks keep set for that kind. */
function required<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`expense without ${column}`);
  return value;
}

/** An expense with what its answer names: the rows of the expenses module and of the admin's week grid. */
export type PresentableExpense = Omit<ExpenseWithRefs, "createdAtKey">;

/**
 * An expense as the API answers it: exactly the keys of its kind (shared/types/expenses.ts),
 * money as "250.00". GET /api/expenses and the admin's week grid answer with this one shape.
 */
export function presentExpense(e: PresentableExpense): Expense {
  const base = {
    id: e.id,
    workerId: e.workerId,
    date: e.date,
    status: e.status,
    returnReason: e.returnReason,
    lockedForPayroll: e.lockedForPayroll,
    amount: e.amount,
    projectId: e.projectId,
    project: e.project ? { id: e.project.id, projectNumber: e.project.projectNumber, title: e.project.title } : null,
    lines: e.lines.map((l) => ({ code: l.code, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, vat: l.vat })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    worker: { id: e.worker.id, fullName: e.worker.fullName, email: e.worker.email },
    approvedAt: e.approvedAt ? e.approvedAt.toISOString() : null,
    approvedBy: e.approver ? { id: e.approver.id, fullName: e.approver.fullName } : null,
  };
  switch (e.kind) {
    case "utlagg":
      return { ...base, kind: "utlagg", vat: required(e.vat, "vat"), description: e.description, receiptImageUrls: e.receiptImageUrls } satisfies UtlaggExpense;
    case "mil":
      return { ...base, kind: "mil", km: required(e.km, "km"), route: e.description } satisfies MilExpense;
    case "trakt":
      return {
        ...base,
        kind: "trakt",
        departAt: required(e.departAt, "departAt"),
        returnAt: required(e.returnAt, "returnAt"),
        destination: e.description,
        overnight: required(e.overnight, "overnight"),
        distanceOver50km: required(e.distanceOver50km, "distanceOver50km"),
        lodgingPaid: required(e.lodgingPaid, "lodgingPaid"),
        // jsonb keeps its own key order: each day is written in the type's.
        meals: required(e.meals, "meals").map((m) => ({ date: m.date, breakfast: m.breakfast, lunch: m.lunch, dinner: m.dinner })),
        fullDays: required(e.fullDays, "fullDays"),
        halfDays: required(e.halfDays, "halfDays"),
        nights: required(e.nights, "nights"),
      } satisfies TraktExpense;
  }
}

export function presentExpenseList(rows: ExpenseWithRefs[], nextCursor: string | null): ExpenseList {
  return { items: rows.map(presentExpense), nextCursor } satisfies ExpenseList;
}

export function presentDeletedExpense(id: string): DeletedExpense {
  return { id, deleted: true } satisfies DeletedExpense;
}

/** GET /api/expenses/rejected: one rejected expense as its audit row keeps it. */
export function presentRejectedExpenseNotice(row: RejectedExpenseRow): RejectedExpenseNotice {
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    amount: row.amount,
    what: row.what,
    reason: row.reason,
    rejectedAt: row.rejectedAt.toISOString(),
    rejectedBy: row.rejectedBy,
  } satisfies RejectedExpenseNotice;
}

/** GET /api/settings/expense-rates: the payroll settings' rates, as the phone counts with them. */
export function presentExpenseRates(s: PayrollSettingsInput): ExpenseRates {
  return {
    mileageRate: s.mileageRate,
    mileageTaxFree: s.mileageTaxFree,
    allowanceFull: s.allowanceFull,
    allowanceNight: s.allowanceNight,
    mealShares: { breakfast: s.mealShares.breakfast, lunch: s.mealShares.lunch, dinner: s.mealShares.dinner },
  } satisfies ExpenseRates;
}
