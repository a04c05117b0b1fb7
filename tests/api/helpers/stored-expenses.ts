/**
 * Expenses for the payroll tests (docs/product-rules.md §16), written straight to the tables as
 * the expenses module stores them: the pay lines counted by shared/domain's own functions with
 * the given rates, the expense's `amount` their sum. These tests do not go through
 * /api/expenses: they are about what payroll does with what is stored.
 */
import {
  DEFAULT_EXPENSE_RATES,
  kronorText,
  mileageLines,
  oreOf,
  payLinesTotalOre,
  tripAllowance,
  tripRefusal,
  utlaggLines,
  type ExpenseRates,
  type PayLine,
  type ReportStatus,
  type TripMeals,
} from "../../../shared/domain";
import { expenseLines, expenses, type NewExpenseRow } from "../../../shared/schema";
import type { Db } from "../../../server/db";

interface Common {
  workerId: string;
  /** Verified (attested) unless told otherwise; `draft` is sent back, with a reason. */
  status?: ReportStatus;
  projectId?: string | null;
  rates?: ExpenseRates;
}

export type PlannedExpense = Common &
  (
    | { kind: "utlagg"; date: string; amount: string; vat?: string; description?: string }
    | { kind: "mil"; date: string; km: number; route?: string }
    | { kind: "trakt"; departAt: string; returnAt: string; destination?: string; lodgingPaid?: boolean; meals?: TripMeals[] }
  );

export interface InsertedExpense {
  id: string;
  date: string;
  description: string;
  lines: PayLine[];
  /** What it pays, "1050.00". */
  amount: string;
}

/** Counts `planned` into its pay lines, inserts the expense and its lines, and answers both. */
export async function insertExpense(db: Db, planned: PlannedExpense): Promise<InsertedExpense> {
  const rates = planned.rates ?? DEFAULT_EXPENSE_RATES;
  const status = planned.status ?? "verified";
  const common = {
    workerId: planned.workerId,
    status,
    returnReason: status === "draft" ? "Kvittot går inte att läsa" : null,
    projectId: planned.projectId ?? null,
  };
  let row: NewExpenseRow;
  let lines: PayLine[];
  switch (planned.kind) {
    case "utlagg": {
      lines = utlaggLines(oreOf(planned.amount), oreOf(planned.vat ?? "0.00"));
      const description = planned.description ?? "Skruv och plugg, Byggmax";
      row = { ...common, kind: "utlagg", date: planned.date, description, amount: "", vat: lines[0].vat, receiptImageUrls: ["/api/uploads/receipt-1.jpg"] };
      break;
    }
    case "mil":
      lines = mileageLines(planned.km, rates);
      row = { ...common, kind: "mil", date: planned.date, description: planned.route ?? "Kontoret - Bygget, materialhämtning", amount: "", km: planned.km };
      break;
    case "trakt": {
      const trip = {
        departAt: planned.departAt,
        returnAt: planned.returnAt,
        overnight: true,
        distanceOver50km: true,
        lodgingPaid: planned.lodgingPaid ?? false,
        meals: planned.meals ?? [],
      };
      const refusal = tripRefusal(trip);
      if (refusal) throw new Error(`insertExpense: the trip gives no allowance (${refusal})`);
      const allowance = tripAllowance(trip, rates);
      lines = allowance.lines;
      row = {
        ...common,
        kind: "trakt",
        date: planned.departAt.slice(0, 10),
        description: planned.destination ?? "Luleå, montage av stomme",
        amount: "",
        ...trip,
        fullDays: allowance.fullDays,
        halfDays: allowance.halfDays,
        nights: allowance.nights,
      };
      break;
    }
  }
  const amount = kronorText(payLinesTotalOre(lines));
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(expenses)
      .values({ ...row, amount })
      .returning({ id: expenses.id });
    await tx.insert(expenseLines).values(
      lines.map((l, i) => ({
        expenseId: created.id,
        position: i + 1,
        payCode: l.code,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
        vat: l.vat,
      })),
    );
    return created.id;
  });
  return { id, date: row.date, description: row.description, lines, amount };
}
