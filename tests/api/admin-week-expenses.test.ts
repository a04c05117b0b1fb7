/**
 * GET /api/admin/week with ersättningar (docs/product-rules.md §16): each worker of the page
 * carries its expenses dated in the week, of any status, each as the Expense the API answers.
 * The expenses are written straight into the tables, their lines counted by shared/domain as
 * the expenses module counts them when one is filed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_EXPENSE_RATES, mileageLines, tripAllowance, utlaggLines, type PayLine, type Trip } from "../../shared/domain";
import { expenseLines, expenses, payrollExports, type NewExpenseRow } from "../../shared/schema";
import type { AdminWeek, AdminWeekWorker, Expense } from "../../shared/types";
import { objectPathOf } from "../../shared/validation/uploads";
import { signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Thursday 19 November 2026: week 47 is 16–22 November; week 46 (9–15 November) is exported.
const NOW = new Date("2026-11-19T11:00:00Z");

let admin: SignedIn;
let anna: SignedIn;
let bo: SignedIn;
let project: { id: string; projectNumber: string; title: string };
/** Anna's week 47: an utlägg, a drive and a trip, in date order. */
let annas: Expense[];
let bosLocked: Expense;

const app = useTestApp({ now: () => NOW });

interface Stored {
  row: Omit<NewExpenseRow, "amount">;
  lines: PayLine[];
  amount: string;
}

/** Writes the expense and its lines as the expenses module stores them; answers its id. */
async function store({ row, lines, amount }: Stored): Promise<string> {
  const { db } = app.database;
  const [inserted] = await db
    .insert(expenses)
    .values({ ...row, amount })
    .returning({ id: expenses.id });
  await db.insert(expenseLines).values(
    lines.map((l, position) => ({
      expenseId: inserted.id,
      position,
      payCode: l.code,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vat: l.vat,
    })),
  );
  return inserted.id;
}

const receipt = objectPathOf("0123456789abcdef0123456789abcdef");

function utlagg(workerId: string, date: string, extra: Partial<NewExpenseRow> = {}): Stored {
  return {
    row: { workerId, kind: "utlagg", date, description: "Skruv och plugg", vat: "49.90", receiptImageUrls: [receipt], ...extra },
    lines: utlaggLines(24950, 4990),
    amount: "249.50",
  };
}

function mil(workerId: string, date: string, extra: Partial<NewExpenseRow> = {}): Stored {
  const lines = mileageLines(123, { mileageRate: "32.50", mileageTaxFree: "25.00" });
  return { row: { workerId, kind: "mil", date, description: "Kontoret - Bygget, materialhämtning", km: 123, ...extra }, lines, amount: "399.75" };
}

const TRIP: Trip = {
  departAt: "2026-11-17T07:30",
  returnAt: "2026-11-18T20:15",
  overnight: true,
  distanceOver50km: true,
  lodgingPaid: false,
  meals: [{ date: "2026-11-18", breakfast: true, lunch: false, dinner: false }],
};

function trakt(workerId: string, extra: Partial<NewExpenseRow> = {}): Stored {
  const allowance = tripAllowance(TRIP, DEFAULT_EXPENSE_RATES);
  return {
    row: {
      workerId,
      kind: "trakt",
      date: TRIP.departAt.slice(0, 10),
      description: "Umeå",
      ...TRIP,
      meals: [...TRIP.meals],
      fullDays: allowance.fullDays,
      halfDays: allowance.halfDays,
      nights: allowance.nights,
      ...extra,
    },
    lines: allowance.lines,
    amount: allowance.amount,
  };
}

async function getExpense(id: string, workerId: string): Promise<Expense> {
  const res = await admin.client.get<AdminWeek>(`/api/admin/week?date=${NOW.toISOString().slice(0, 10)}&limit=200`);
  const found = res.body.workers.find((w) => w.id === workerId)?.expenses.find((e) => e.id === id);
  if (!found) throw new Error(`expense ${id} not in the week`);
  return found;
}

beforeAll(async () => {
  ({ admin, anna, bo } = await signedInAs(app, {
    admin: "admin",
    anna: { role: "worker", fullName: "Anna Ek" },
    bo: { role: "worker", fullName: "Bo Ström" },
  }));
  await app.signedIn("worker", { fullName: "Cecilia Öberg" });
  const created = await app.createProject();
  project = { id: created.id, projectNumber: created.projectNumber, title: created.title };
  const a = anna.user.id;
  // Outside week 47 on both sides: never in its grid.
  await store(utlagg(a, "2026-11-15"));
  await store(mil(a, "2026-11-23"));
  const ids = [
    await store(utlagg(a, "2026-11-16", { projectId: project.id })),
    await store(trakt(a, { status: "draft", returnReason: "Ange vilken dag frukosten ingick" })),
    await store(mil(a, "2026-11-19", { status: "verified" })),
  ];
  annas = await Promise.all(ids.map((id) => getExpense(id, a)));
  await app.database.db
    .insert(payrollExports)
    .values({ startDate: "2026-11-09", endDate: "2026-11-15", reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" });
  const lockedId = await store(mil(bo.user.id, "2026-11-13", { status: "verified" }));
  const res = await admin.client.get<AdminWeek>("/api/admin/week?date=2026-11-13&limit=200");
  bosLocked = res.body.workers.find((w) => w.id === bo.user.id)?.expenses.find((e) => e.id === lockedId) as Expense;
});

const weekOf = async (query: string): Promise<AdminWeek> => {
  const res = await admin.client.get<AdminWeek>(`/api/admin/week?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const byName = (week: AdminWeek, name: string): AdminWeekWorker | undefined => week.workers.find((w) => w.fullName === name);

describe("the week grid's expenses", () => {
  it("lists each worker's expenses dated in the week, of every status, oldest day first", async () => {
    const week = await weekOf("date=2026-11-19&limit=200");
    const worker = byName(week, "Anna Ek");
    expect(worker?.expenses.map((e) => [e.date, e.kind, e.status])).toEqual([
      ["2026-11-16", "utlagg", "submitted"],
      ["2026-11-17", "trakt", "draft"],
      ["2026-11-19", "mil", "verified"],
    ]);
    expect(byName(week, "Bo Ström")?.expenses).toEqual([]);
    expect(byName(week, "Cecilia Öberg")?.expenses).toEqual([]);
  });

  it("presents an utlägg as the Expense the API answers: amount, VAT, receipts, project and its one line", () => {
    const [spent] = annas;
    expect(spent).toEqual({
      id: spent.id,
      workerId: anna.user.id,
      kind: "utlagg",
      date: "2026-11-16",
      status: "submitted",
      returnReason: null,
      lockedForPayroll: false,
      amount: "249.50",
      vat: "49.90",
      description: "Skruv och plugg",
      receiptImageUrls: [receipt],
      projectId: project.id,
      project,
      lines: [{ code: "UTLÄGG", quantity: "1.00", unitPrice: "249.50", amount: "249.50", vat: "49.90" }],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      worker: { id: anna.user.id, fullName: "Anna Ek", email: anna.user.email },
      approvedAt: null,
      approvedBy: null,
    });
  });

  it("presents a drive with km, route and both mileage lines, and a trip with its days, meals and reason", () => {
    const [, trip, drive] = annas;
    expect(drive).toMatchObject({ kind: "mil", km: 123, route: "Kontoret - Bygget, materialhämtning", amount: "399.75", project: null, projectId: null });
    expect(drive.lines).toEqual([
      { code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50", vat: null },
      { code: "MIL_SKT", quantity: "12.30", unitPrice: "7.50", amount: "92.25", vat: null },
    ]);
    expect(Object.keys(drive)).not.toContain("description");
    expect(trip).toMatchObject({
      kind: "trakt",
      date: "2026-11-17",
      status: "draft",
      returnReason: "Ange vilken dag frukosten ingick",
      departAt: "2026-11-17T07:30",
      returnAt: "2026-11-18T20:15",
      destination: "Umeå",
      overnight: true,
      distanceOver50km: true,
      lodgingPaid: false,
      meals: TRIP.meals,
      fullDays: 2,
      halfDays: 0,
      nights: 1,
      amount: "690.00",
    });
    expect(trip.lines.map((l) => [l.code, l.quantity, l.unitPrice, l.amount])).toEqual([
      ["INRHEL_FRI", "2.00", "300.00", "600.00"],
      ["INRNAT_FRI", "1.00", "150.00", "150.00"],
      ["MATRED_FRU", "1.00", "60.00", "60.00"],
    ]);
    expect(Object.keys(trip)).not.toContain("km");
  });

  it("marks an expense dated in an exported pay period 'Låst för lön'", () => {
    expect(bosLocked).toMatchObject({ kind: "mil", date: "2026-11-13", lockedForPayroll: true });
  });

  it("gives each page only its own workers' expenses", async () => {
    const first = await weekOf("date=2026-11-19&limit=1");
    const second = await weekOf("date=2026-11-19&limit=1&offset=1");
    expect(first.workers.map((w) => [w.fullName, w.expenses.length])).toEqual([["Anna Ek", 3]]);
    expect(second.workers.map((w) => [w.fullName, w.expenses.length])).toEqual([["Bo Ström", 0]]);
  });

  it("counts the week's submitted expenses of every worker, loaded or not, whatever the filters", async () => {
    expect((await weekOf("date=2026-11-19&limit=1&offset=1")).submittedExpenses).toBe(1);
    expect((await weekOf("date=2026-11-19&q=Bo")).submittedExpenses).toBe(1);
    // Week 46: Anna's utlägg of Sunday the 15th; Bo's drive is verified. Week 48: Anna's drive of the 23rd.
    expect((await weekOf("date=2026-11-13")).submittedExpenses).toBe(1);
    expect((await weekOf("date=2026-11-23")).submittedExpenses).toBe(1);
    expect((await weekOf("date=2026-11-30")).submittedExpenses).toBe(0);
  });

  it("keeps a worker with a submitted expense and no report under 'Bara att granska'", async () => {
    const names = (week: AdminWeek) => week.workers.map((w) => w.fullName);
    expect(names(await weekOf("date=2026-11-19&onlyToReview=true"))).toEqual(["Anna Ek"]);
    // Bo's only expense of week 46 is verified: nothing of his to review there.
    expect(names(await weekOf("date=2026-11-13&onlyToReview=true"))).toEqual(["Anna Ek"]);
  });
});
