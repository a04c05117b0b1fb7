import { http, HttpResponse } from "msw";
import { DEFAULT_EXPENSE_RATES, mileageLines, tripAllowance, utlaggLines, type Trip } from "@shared/domain";
import type { Expense, ExpenseList, MilExpense, TraktExpense, UtlaggExpense } from "@shared/types";

/**
 * Expenses as /api/expenses answers them, for the admin's screens' tests, and the handlers of
 * the admin's decisions on them (docs/product-rules.md §16). The lines are counted by
 * shared/domain, as the server counts them when an expense is filed.
 */

const WORKER = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" };
let counter = 0;
const nextId = () => `00000000-0000-4000-e000-${String(++counter).padStart(12, "0")}`;

function base(overrides: Partial<Expense>) {
  const worker = overrides.worker ?? WORKER;
  return {
    id: nextId(),
    workerId: worker.id,
    date: "2026-03-17",
    status: "submitted" as const,
    returnReason: null,
    lockedForPayroll: false,
    projectId: null,
    project: null,
    createdAt: "2026-03-17T16:00:00.000Z",
    updatedAt: "2026-03-17T16:00:00.000Z",
    worker,
    approvedAt: null,
    approvedBy: null,
  };
}

/** 'Utlägg' of 249,50 kr with 49,90 kr VAT and one receipt, unless told otherwise. */
export function buildUtlagg(overrides: Partial<UtlaggExpense> = {}): UtlaggExpense {
  const lines = utlaggLines(24950, 4990);
  return {
    ...base(overrides),
    kind: "utlagg",
    amount: "249.50",
    vat: "49.90",
    description: "Skruv och plugg",
    receiptImageUrls: ["/objects/uploads/0123456789abcdef0123456789abcdef"],
    lines,
    ...overrides,
  };
}

/** 'Milersättning' of 123 km at 32,50 kr per mil: 399,75 kr in two lines. */
export function buildMil(overrides: Partial<MilExpense> = {}): MilExpense {
  const lines = mileageLines(123, { mileageRate: "32.50", mileageTaxFree: "25.00" });
  return { ...base(overrides), kind: "mil", km: 123, route: "Kontoret - Bygget, materialhämtning", amount: "399.75", lines, ...overrides };
}

const TRIP: Trip = {
  departAt: "2026-03-17T07:30",
  returnAt: "2026-03-18T20:15",
  overnight: true,
  distanceOver50km: true,
  lodgingPaid: false,
  meals: [{ date: "2026-03-18", breakfast: true, lunch: false, dinner: false }],
};

/** 'Traktamente' to Umeå, two whole days and a night less a breakfast: 690,00 kr. */
export function buildTrakt(overrides: Partial<TraktExpense> = {}): TraktExpense {
  const { lines, amount, fullDays, halfDays, nights } = tripAllowance(TRIP, DEFAULT_EXPENSE_RATES);
  return { ...base(overrides), kind: "trakt", ...TRIP, meals: [...TRIP.meals], destination: "Umeå", fullDays, halfDays, nights, lines, amount, ...overrides };
}

/** The server's answer to a decision: the expense in its new state. */
const answer = (expense: Expense, patch: Partial<Expense>) => HttpResponse.json({ ...expense, ...patch } as Expense);

/** POST /verify, /return, /unverify and DELETE of `expense`, each answering as the server does. */
export function expenseDecisionHandlers(expense: Expense) {
  const path = `/api/expenses/${expense.id}`;
  return [
    http.post(`${path}/verify`, () => answer(expense, { status: "verified" })),
    http.post(`${path}/return`, async ({ request }) => {
      const { reason } = (await request.json()) as { reason: string };
      return answer(expense, { status: "draft", returnReason: reason });
    }),
    http.post(`${path}/unverify`, () => answer(expense, { status: "submitted" })),
    http.delete(path, () => HttpResponse.json({ id: expense.id, deleted: true })),
  ];
}

/** POST /api/expenses/verify answering `verified`. */
export function bulkVerifyExpensesHandler(verified: number) {
  return http.post("/api/expenses/verify", () => HttpResponse.json({ verified }));
}

/** GET /api/expenses: `expenses` a page of `limit` at a time, the cursor naming where the next page starts. */
export function expenseListHandler(expenses: readonly Expense[]) {
  return http.get("/api/expenses", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const start = Number(query.get("cursor")?.slice(1) ?? 0);
    const end = start + Number(query.get("limit") ?? 100);
    const body: ExpenseList = { items: expenses.slice(start, end), nextCursor: end < expenses.length ? `c${end}` : null };
    return HttpResponse.json(body);
  });
}
