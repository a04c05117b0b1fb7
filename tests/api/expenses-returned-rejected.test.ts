/**
 * Nothing a worker filed may vanish untold, nor a sent-back expense hide (docs/product-rules.md
 * §6a, §16): GET /api/expenses?returned=true answers every expense sent back and not sent again,
 * all of them and not a page; GET /api/expenses/rejected the worker's own expenses rejected in the
 * last 30 days, with the reason and who, read from the audit trail.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "../../shared/schema";
import type { Expense, ExpenseList, RejectedExpenseNotice } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { milInput, receiptOf, traktInput, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";
import { withGuardsOff } from "./helpers/guards-off";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel datum, resan var veckan innan";

const app = useTestApp({ now: () => NOW });

async function people() {
  return signedInAs(app, { worker: "worker", other: "worker", admin: "admin" });
}

type Client = Awaited<ReturnType<typeof people>>["worker"]["client"];

const file = async (client: Client, body: Record<string, unknown>) => {
  const res = await client.post<Expense>("/api/expenses", body);
  expect(res.status).toBe(201);
  return res.body;
};

describe("GET /api/expenses?returned=true", () => {
  it("answers all of the worker's own sent-back expenses, newest first, and each leaves once sent again", async () => {
    const { worker, other, admin } = await people();
    const drive = await file(worker.client, milInput({ date: "2026-11-18" }));
    const trip = await file(worker.client, traktInput());
    const submitted = await file(worker.client, milInput({ date: "2026-11-19" }));
    const verified = await file(worker.client, milInput({ date: "2026-11-17" }));
    const othersDrive = await file(other.client, milInput({ date: "2026-11-18" }));
    for (const e of [drive, trip, othersDrive]) expect((await admin.client.post(`/api/expenses/${e.id}/return`, { reason: REASON })).status).toBe(200);
    expect((await admin.client.post(`/api/expenses/${verified.id}/verify`)).status).toBe(200);

    // `limit` pages the ordinary list only: the sent-back ones are never a page.
    const res = await worker.client.get<ExpenseList>("/api/expenses?returned=true&limit=1");
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((e) => e.id)).toEqual([drive.id, trip.id]);
    expect(res.body.items[0]).toMatchObject({ status: "draft", returnReason: REASON, kind: "mil", amount: drive.amount, workerId: worker.user.id });
    const ids = res.body.items.map((e) => e.id);
    for (const e of [submitted, verified, othersDrive]) expect(ids).not.toContain(e.id);

    // Corrected and sent again: submitted, and no longer among them.
    const resent = await worker.client.patch<Expense>(`/api/expenses/${drive.id}`, milInput({ date: "2026-11-18", km: 130 }));
    expect(resent.status).toBe(200);
    expect((await worker.client.get<ExpenseList>("/api/expenses?returned=true")).body.items.map((e) => e.id)).toEqual([trip.id]);
    // The worker withdraws the other one: the list is empty.
    expect((await worker.client.delete(`/api/expenses/${trip.id}`)).status).toBe(200);
    expect((await worker.client.get<ExpenseList>("/api/expenses?returned=true")).body).toEqual({ items: [], nextCursor: null });

    // Another worker's: a 403 for a worker, as the list always answered; an admin's are everyone's, or one worker's.
    expect((await worker.client.get(`/api/expenses?returned=true&workerId=${other.user.id}`)).status).toBe(403);
    expect((await other.client.get<ExpenseList>("/api/expenses?returned=true")).body.items.map((e) => e.id)).toEqual([othersDrive.id]);
    const one = await admin.client.get<ExpenseList>(`/api/expenses?returned=true&workerId=${other.user.id}`);
    expect(one.body.items.map((e) => e.id)).toEqual([othersDrive.id]);
    expect((await admin.client.get<ExpenseList>("/api/expenses?returned=true")).body.items.map((e) => e.id)).toContain(othersDrive.id);

    // `returned=false` is the ordinary list; anything else is a 400.
    expect((await worker.client.get<ExpenseList>("/api/expenses?returned=false&limit=1")).body.items).toHaveLength(1);
    expect((await worker.client.get("/api/expenses?returned=ja")).status).toBe(400);
  });

  it("is more than a page when more are sent back", async () => {
    const { worker, admin } = await people();
    const dates = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"];
    for (const date of dates) {
      const drive = await file(worker.client, milInput({ date }));
      expect((await admin.client.post(`/api/expenses/${drive.id}/return`, { reason: REASON })).status).toBe(200);
    }
    const page = await worker.client.get<ExpenseList>("/api/expenses?limit=2");
    expect(page.body.items).toHaveLength(2);
    expect(page.body.nextCursor).not.toBeNull();
    const all = await worker.client.get<ExpenseList>("/api/expenses?returned=true&limit=2");
    expect(all.body.items.map((e) => e.date)).toEqual([...dates].reverse());
  });
});

describe("GET /api/expenses/rejected", () => {
  it("shows the worker its own rejected expenses with kind, amount, what, reason and who", async () => {
    const { worker, other, admin } = await people();
    const receipt = await receiptOf(app, worker.user.id);
    const bought = await file(worker.client, utlaggInput(receipt, { date: "2026-11-19" }));
    const drive = await file(worker.client, milInput({ date: "2026-11-18" }));
    const withdrawn = await file(worker.client, milInput({ date: "2026-11-17" }));
    const othersTrip = await file(other.client, traktInput());
    for (const e of [bought, othersTrip]) {
      expect((await admin.client.request("DELETE", `/api/expenses/${e.id}`, { reason: REASON })).status).toBe(200);
    }
    // Rejected without a reason: told all the same, with none.
    expect((await admin.client.delete(`/api/expenses/${drive.id}`)).status).toBe(200);
    // The worker's own withdrawal is no rejection.
    expect((await worker.client.delete(`/api/expenses/${withdrawn.id}`)).status).toBe(200);

    const res = await worker.client.get<RejectedExpenseNotice[]>("/api/expenses/rejected");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: drive.id,
        kind: "mil",
        date: "2026-11-18",
        amount: drive.amount,
        what: "Kontoret - Bygget Sjöboden, materialhämtning",
        reason: null,
        rejectedAt: expect.any(String),
        rejectedBy: { fullName: admin.user.fullName },
      },
      {
        id: bought.id,
        kind: "utlagg",
        date: "2026-11-19",
        amount: "250.00",
        what: "Skruv och plugg, Bauhaus",
        reason: REASON,
        rejectedAt: expect.any(String),
        rejectedBy: { fullName: admin.user.fullName },
      },
    ]);
    expect(Date.parse(res.body[0].rejectedAt)).toBeGreaterThanOrEqual(Date.parse(res.body[1].rejectedAt));

    const others = await other.client.get<RejectedExpenseNotice[]>("/api/expenses/rejected");
    expect(others.body).toEqual([expect.objectContaining({ id: othersTrip.id, kind: "trakt", what: "Bygget i Sundsvall", reason: REASON })]);
    // An admin files none, and is told of none.
    expect((await admin.client.get<RejectedExpenseNotice[]>("/api/expenses/rejected")).body).toEqual([]);
  });

  it("forgets a rejection after 30 days", async () => {
    const { worker, admin } = await people();
    const recent = await file(worker.client, milInput({ date: "2026-11-18" }));
    const old = await file(worker.client, milInput({ date: "2026-11-17" }));
    for (const e of [recent, old]) expect((await admin.client.request("DELETE", `/api/expenses/${e.id}`, { reason: REASON })).status).toBe(200);
    // The audit trail is append-only: its time is moved back past the guards.
    await withGuardsOff(app.database.db, (tx) =>
      tx
        .update(auditLogs)
        .set({ timestamp: sql`now() - interval '31 days'` })
        .where(and(eq(auditLogs.entityId, old.id), eq(auditLogs.action, "reject"))),
    );
    const res = await worker.client.get<RejectedExpenseNotice[]>("/api/expenses/rejected");
    expect(res.body.map((e) => e.id)).toEqual([recent.id]);
  });

  it("is for signed-in staff: 401 signed out", async () => {
    expect((await app.client().get("/api/expenses/rejected")).status).toBe(401);
    expect((await app.client().get("/api/expenses?returned=true")).status).toBe(401);
  });
});
