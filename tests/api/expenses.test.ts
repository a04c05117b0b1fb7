/**
 * Ersättningar (docs/product-rules.md §16): a worker files an utlägg, a drive or a trip and reads
 * back the kronor it pays, counted into pay lines with the payroll settings' rates of the day;
 * the answer is exactly the Expense of its kind; the list is the worker's own (an admin's all),
 * newest first, paged; GET /api/settings/expense-rates gives the phone the rates.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Expense, ExpenseList, MilExpense, TraktExpense, UtlaggExpense } from "../../shared/types";
import { DEFAULT_EXPENSE_RATES } from "../../shared/domain";
import { payrollSettingsInput, signedInAs } from "../support/builders";
import { auditActions, milInput, receiptOf, storedLines, traktInput, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

const BASE_KEYS = [
  "id",
  "workerId",
  "kind",
  "date",
  "status",
  "returnReason",
  "lockedForPayroll",
  "amount",
  "projectId",
  "project",
  "lines",
  "createdAt",
  "updatedAt",
  "worker",
  "approvedAt",
  "approvedBy",
];
const KIND_KEYS = {
  utlagg: ["vat", "description", "receiptImageUrls"],
  mil: ["km", "route"],
  trakt: ["departAt", "returnAt", "destination", "overnight", "distanceOver50km", "lodgingPaid", "meals", "fullDays", "halfDays", "nights"],
};
const keysOf = (e: Expense) => Object.keys(e).sort();
const expectedKeys = (kind: keyof typeof KIND_KEYS) => [...BASE_KEYS, ...KIND_KEYS[kind]].sort();

async function setRates(rates: Record<string, unknown>): Promise<void> {
  const admin = await app.signedIn("admin");
  const res = await admin.client.put("/api/settings/payroll", { ...payrollSettingsInput(), ...rates });
  expect(res.status).toBe(200);
}

describe("filing an expense", () => {
  it("an utlägg: one UTLÄGG line of the amount with its VAT, the receipt kept, audited", async () => {
    const [{ worker }, project] = await Promise.all([signedInAs(app, { worker: { role: "worker", fullName: "Åsa Öberg" } }), app.createProject()]);
    const receipt = await receiptOf(app, worker.user.id);
    const res = await worker.client.post<UtlaggExpense>("/api/expenses", {
      ...utlaggInput(receipt, { amount: "249,50", vat: 49.9, projectId: project.id }),
      // Ignored: the server decides who, what state and what it pays.
      workerId: crypto.randomUUID(),
      status: "verified",
      lines: [],
    });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(expectedKeys("utlagg"));
    expect(res.body).toMatchObject({
      kind: "utlagg",
      workerId: worker.user.id,
      date: "2026-11-19",
      status: "submitted",
      returnReason: null,
      lockedForPayroll: false,
      amount: "249.50",
      vat: "49.90",
      description: "Skruv och plugg, Bauhaus",
      receiptImageUrls: [receipt],
      projectId: project.id,
      project: { id: project.id, projectNumber: project.projectNumber, title: project.title },
      worker: { id: worker.user.id, fullName: "Åsa Öberg", email: worker.user.email },
    });
    expect(res.body.lines).toEqual([{ code: "UTLÄGG", quantity: "1.00", unitPrice: "249.50", amount: "249.50", vat: "49.90" }]);
    expect(await storedLines(app, res.body.id)).toHaveLength(1);
    expect(await auditActions(app, res.body.id)).toEqual(["create"]);
    expect((await worker.client.get<Expense>(`/api/expenses/${res.body.id}`)).body).toEqual(res.body);
  });

  it("a drive: MIL_FRI at the tax-free rate, and MIL_SKT for what the company pays above it", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const plain = await worker.client.post<MilExpense>("/api/expenses", milInput());
    expect(plain.status).toBe(201);
    expect(keysOf(plain.body)).toEqual(expectedKeys("mil"));
    expect(plain.body).toMatchObject({ kind: "mil", km: 123, route: "Kontoret - Bygget Sjöboden, materialhämtning", amount: "307.50", project: null });
    expect(plain.body.lines).toEqual([{ code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50", vat: null }]);

    await setRates({ mileageRate: "32,50" });
    try {
      const above = await worker.client.post<MilExpense>("/api/expenses", milInput());
      expect(above.body.amount).toBe("399.75");
      expect(above.body.lines).toEqual([
        { code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50", vat: null },
        { code: "MIL_SKT", quantity: "12.30", unitPrice: "7.50", amount: "92.25", vat: null },
      ]);
      // Filed before the change: still counted with the rates of its day.
      expect((await worker.client.get<MilExpense>(`/api/expenses/${plain.body.id}`)).body.amount).toBe("307.50");
    } finally {
      await setRates({});
    }
  });

  it("a three-day trip: whole days, nights and a free lunch reduced, and the departure date as its date", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const res = await worker.client.post<TraktExpense>("/api/expenses", traktInput({ meals: [{ date: "2026-11-17", lunch: true }, { date: "2026-11-18" }] }));
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(expectedKeys("trakt"));
    expect(res.body).toMatchObject({
      kind: "trakt",
      date: "2026-11-16",
      departAt: "2026-11-16T08:00",
      returnAt: "2026-11-18T20:00",
      destination: "Bygget i Sundsvall",
      overnight: true,
      distanceOver50km: true,
      lodgingPaid: false,
      fullDays: 3,
      halfDays: 0,
      nights: 2,
      amount: "1095.00",
    });
    // Only the days with a free meal are kept.
    expect(res.body.meals).toEqual([{ date: "2026-11-17", breakfast: false, lunch: true, dinner: false }]);
    expect(res.body.lines).toEqual([
      { code: "INRHEL_FRI", quantity: "3.00", unitPrice: "300.00", amount: "900.00", vat: null },
      { code: "INRNAT_FRI", quantity: "2.00", unitPrice: "150.00", amount: "300.00", vat: null },
      { code: "MATRED_LCH", quantity: "1.00", unitPrice: "105.00", amount: "105.00", vat: null },
    ]);
  });

  it("a trip leaving in the afternoon and home before seven: half days at half the allowance, lodging paid gives no nights", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const res = await worker.client.post<TraktExpense>(
      "/api/expenses",
      traktInput({ departAt: "2026-11-16T12:00", returnAt: "2026-11-18T19:00", lodgingPaid: true, meals: [{ date: "2026-11-18", lunch: true }] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fullDays: 1, halfDays: 2, nights: 0, amount: "547.50" });
    expect(res.body.lines.map((l) => [l.code, l.quantity, l.unitPrice, l.amount])).toEqual([
      ["INRHEL_FRI", "1.00", "300.00", "300.00"],
      ["INRHLV_FRI", "2.00", "150.00", "300.00"],
      ["MATRED_LCH", "1.00", "52.50", "52.50"],
    ]);
  });

  it("is for workers: an admin is told admins file none, a customer and a stranger are refused", async () => {
    const { admin, customer } = await signedInAs(app, { admin: "admin", customer: "customer" });
    const res = await admin.client.post("/api/expenses", milInput());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: expect.any(String), message: "Administratörer skickar inte in ersättningar" });
    expect((await customer.client.post("/api/expenses", milInput())).status).toBe(403);
    expect((await customer.client.get("/api/expenses")).status).toBe(403);
    expect((await app.client().post("/api/expenses", milInput())).status).toBe(401);
  });
});

describe("reading expenses", () => {
  it("a worker lists its own, newest first, and another worker's expense is a 404", async () => {
    const { anna, bo, admin } = await signedInAs(app, { anna: "worker", bo: "worker", admin: "admin" });
    const first = (await anna.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-10" }))).body;
    const second = (await anna.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-12" }))).body;
    const sameDay = (await anna.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-12", km: 10 }))).body;
    const bos = (await bo.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-11" }))).body;

    const mine = await anna.client.get<ExpenseList>("/api/expenses");
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((e) => e.id)).toEqual([sameDay.id, second.id, first.id]);
    expect(mine.body.nextCursor).toBeNull();
    expect(mine.body.items[0]).toEqual(sameDay);

    expect((await anna.client.get(`/api/expenses?workerId=${bo.user.id}`)).status).toBe(403);
    expect((await anna.client.get<ExpenseList>(`/api/expenses?workerId=${anna.user.id}`)).body.items).toHaveLength(3);
    expect((await anna.client.get(`/api/expenses/${bos.id}`)).body).toEqual({ code: "not-found", message: "Hittades inte" });
    expect((await anna.client.get(`/api/expenses/${bos.id}`)).status).toBe(404);
    expect((await anna.client.get(`/api/expenses/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get<Expense>(`/api/expenses/${bos.id}`)).body).toEqual(bos);
    // An address that names no expense, as every :id route answers it.
    expect((await admin.client.get("/api/expenses/abc")).body).toEqual({ code: "not-found", message: "Hittades inte" });
    expect((await anna.client.patch("/api/expenses/abc", milInput())).status).toBe(404);
    expect((await anna.client.delete("/api/expenses/abc")).status).toBe(404);
    expect((await admin.client.post("/api/expenses/abc/verify")).status).toBe(404);
  });

  it("an admin lists everyone's, filtered by worker, kind, status and dates, a page at a time", async () => {
    const { anna, bo, admin } = await signedInAs(app, { anna: "worker", bo: "worker", admin: "admin" });
    const receipt = await receiptOf(app, anna.user.id);
    const utlagg = (await anna.client.post<Expense>("/api/expenses", utlaggInput(receipt, { date: "2026-11-03" }))).body;
    const drive = (await anna.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-04" }))).body;
    const trip = (await bo.client.post<Expense>("/api/expenses", traktInput())).body;
    expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(200);

    const ids = async (query: string) => (await admin.client.get<ExpenseList>(`/api/expenses?${query}`)).body.items.map((e) => e.id);
    expect(await ids(`workerId=${anna.user.id}`)).toEqual([drive.id, utlagg.id]);
    expect(await ids(`workerId=${bo.user.id}`)).toEqual([trip.id]);
    expect(await ids(`workerId=${anna.user.id}&kind=utlagg`)).toEqual([utlagg.id]);
    expect(await ids(`workerId=${anna.user.id}&status=verified`)).toEqual([drive.id]);
    expect(await ids(`workerId=${anna.user.id}&startDate=2026-11-04&endDate=2026-11-30`)).toEqual([drive.id]);
    expect(await ids(`startDate=2026-11-03&endDate=2026-11-03&workerId=${anna.user.id}`)).toEqual([utlagg.id]);

    const page1 = await admin.client.get<ExpenseList>(`/api/expenses?workerId=${anna.user.id}&limit=1`);
    expect(page1.body.items.map((e) => e.id)).toEqual([drive.id]);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await admin.client.get<ExpenseList>(`/api/expenses?workerId=${anna.user.id}&limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((e) => e.id)).toEqual([utlagg.id]);
    expect(page2.body.nextCursor).toBeNull();

    for (const bad of ["kind=bil", "status=deleted", "limit=0", "limit=501", "startDate=igår", "cursor=trasig", "workerId=abc"]) {
      const res = await admin.client.get<{ message: string }>(`/api/expenses?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/[a-zåäö]/);
    }
  });
});

describe("GET /api/settings/expense-rates", () => {
  it("gives workers and admins the rates of the payroll settings, Skatteverket's by default", async () => {
    const { worker, admin, customer } = await signedInAs(app, { worker: "worker", admin: "admin", customer: "customer" });
    expect((await worker.client.get("/api/settings/expense-rates")).body).toEqual(DEFAULT_EXPENSE_RATES);
    await setRates({ mileageRate: "30", allowanceFull: "290,00", mealShares: { breakfast: 10, lunch: 30, dinner: 30 } });
    try {
      expect((await admin.client.get("/api/settings/expense-rates")).body).toEqual({
        mileageRate: "30.00",
        mileageTaxFree: "25.00",
        allowanceFull: "290.00",
        allowanceNight: "150.00",
        mealShares: { breakfast: 10, lunch: 30, dinner: 30 },
      });
    } finally {
      await setRates({});
    }
    expect((await customer.client.get("/api/settings/expense-rates")).status).toBe(403);
    expect((await app.client().get("/api/settings/expense-rates")).status).toBe(401);
  });
});
