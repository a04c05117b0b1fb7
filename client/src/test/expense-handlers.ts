import { http, HttpResponse } from "msw";
import { DEFAULT_EXPENSE_RATES, kronorText, mileageLines, oreOf, payLinesTotalOre, tripAllowance, utlaggLines, type ExpenseRates } from "@shared/domain";
import type { Expense, ExpenseList, MilExpense, RejectedExpenseNotice, TraktExpense, UtlaggExpense, WorkerRef } from "@shared/types";
import type { CreateExpenseInput } from "@/api/expenses/create-expense";

const WORKER: WorkerRef = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "erik@example.se" };
let counter = 0;
const nextId = () => `eeeeeeee-0000-4000-8000-${String((counter += 1)).padStart(12, "0")}`;

const base = {
  workerId: WORKER.id,
  status: "submitted" as const,
  returnReason: null,
  lockedForPayroll: false,
  projectId: null,
  project: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  worker: WORKER,
  approvedAt: null,
  approvedBy: null,
};

/** GET /api/expenses/{id} of an utlägg; its line and amount follow from `amount` and `vat`. */
export function buildUtlagg(overrides: Partial<UtlaggExpense> = {}): UtlaggExpense {
  const amount = overrides.amount ?? "249.50";
  const vat = overrides.vat ?? "49.90";
  const lines = utlaggLines(oreOf(amount), oreOf(vat));
  return {
    ...base,
    id: nextId(),
    kind: "utlagg",
    date: "2026-11-19",
    description: "Skruv och plugg, Byggmax",
    receiptImageUrls: ["/objects/uploads/aaaaaaaa-0000-4000-8000-000000000001"],
    lines,
    ...overrides,
    amount,
    vat,
  };
}

/** A drive; its lines and amount follow from `km` and the rates. */
export function buildMil(overrides: Partial<MilExpense> = {}, rates: ExpenseRates = DEFAULT_EXPENSE_RATES): MilExpense {
  const km = overrides.km ?? 123;
  const lines = mileageLines(km, rates);
  return {
    ...base,
    id: nextId(),
    kind: "mil",
    date: "2026-11-18",
    route: "Kontoret - Bygget, materialhämtning",
    lines,
    ...overrides,
    km,
    amount: kronorText(payLinesTotalOre(lines)),
  };
}

/** A trip; its days, lines and amount follow from its times, lodging and meals. */
export function buildTrakt(overrides: Partial<TraktExpense> = {}, rates: ExpenseRates = DEFAULT_EXPENSE_RATES): TraktExpense {
  const trip = {
    departAt: "2026-11-16T07:00",
    returnAt: "2026-11-17T20:00",
    overnight: true,
    distanceOver50km: true,
    lodgingPaid: false,
    meals: [],
    ...overrides,
  };
  const { fullDays, halfDays, nights, lines, amount } = tripAllowance(trip, rates);
  return {
    ...base,
    id: nextId(),
    kind: "trakt",
    date: trip.departAt.slice(0, 10),
    destination: "Bygget i Sundsvall",
    ...trip,
    fullDays,
    halfDays,
    nights,
    lines,
    amount,
    ...overrides,
  };
}

export const expenseRatesHandler = (rates: ExpenseRates = DEFAULT_EXPENSE_RATES) => http.get("/api/settings/expense-rates", () => HttpResponse.json(rates));

/** GET /api/expenses: one page of `items`. */
export const expenseListHandler = (items: Expense[], nextCursor: string | null = null) =>
  http.get("/api/expenses", () => HttpResponse.json({ items, nextCursor } satisfies ExpenseList));

/**
 * GET /api/expenses?returned=true: every sent-back one in `items`. Any other list query goes on
 * to the next handler, so a test's own list answer stands beside it.
 */
export const returnedExpensesHandler = (items: Expense[]) =>
  http.get("/api/expenses", ({ request }) =>
    new URL(request.url).searchParams.get("returned") === "true" ? HttpResponse.json({ items, nextCursor: null } satisfies ExpenseList) : undefined,
  );

/** One of GET /api/expenses/rejected: a drive rejected with a reason. */
export function buildRejectedExpense(overrides: Partial<RejectedExpenseNotice> = {}): RejectedExpenseNotice {
  return {
    id: nextId(),
    kind: "mil",
    date: "2026-11-18",
    amount: "307.50",
    what: "Kontoret - Bygget, materialhämtning",
    reason: "Resan är redan ersatt på en annan rad",
    rejectedAt: "2026-11-19T14:00:00.000Z",
    rejectedBy: { fullName: "Anna Admin" },
    ...overrides,
  };
}

export const rejectedExpensesHandler = (notices: RejectedExpenseNotice[]) => http.get("/api/expenses/rejected", () => HttpResponse.json(notices));

/**
 * POST /api/expenses as the server answers it: stored by clientId, a repeat answers the first
 * expense with 200. `loseFirstAnswer`: the first is stored, then its answer never arrives.
 */
export function expenseServer({ loseFirstAnswer = false } = {}) {
  const stored = new Map<string, CreateExpenseInput>();
  let lose = loseFirstAnswer;
  const handler = http.post("/api/expenses", async ({ request }) => {
    const body = (await request.json()) as CreateExpenseInput;
    const key = body.clientId ?? nextId();
    const again = stored.has(key);
    if (!again) stored.set(key, body);
    if (lose) {
      lose = false;
      return HttpResponse.error();
    }
    return HttpResponse.json({ ...base, id: key, ...body }, { status: again ? 200 : 201 });
  });
  return { stored, handler };
}
