/**
 * The admin's decisions on expenses, as on reports (docs/product-rules.md §6, §16): attest one or
 * many (submitted → verified), undo an attest with a reason (verified → submitted), send back with
 * a reason (submitted → draft, the worker mailed). Each is one audit row, a wrong state a 409, and
 * a bulk attest counts each expense once also when two run at once.
 */
import { describe, expect, it } from "vitest";
import type { Expense } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { expectAdminOnly } from "./helpers/permissions";
import { auditActions, auditRows, expenseRow, milInput, traktInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel datum, resan var veckan innan";

const app = useTestApp({ now: () => NOW });

async function filed(dates: string[] = ["2026-11-18"]) {
  const { worker, admin } = await signedInAs(app, { worker: "worker", admin: "admin" });
  const expenses: Expense[] = [];
  for (const date of dates) expenses.push((await worker.client.post<Expense>("/api/expenses", milInput({ date }))).body);
  return { worker, admin, expenses };
}

describe("who decides", () => {
  // Sending back is also an arbetsledare's (docs/product-rules.md §18): tests/api/approvals.test.ts.
  it("only admins attest, undo and bulk attest: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [
      ["POST", "/api/expenses/:id/verify"],
      ["POST", "/api/expenses/:id/unverify"],
      ["POST", "/api/expenses/verify"],
    ]);
  });
});

describe("attesting one expense and undoing it", () => {
  it("verifies a submitted expense once, audited; a second attest is a 409", async () => {
    const { admin, worker, expenses } = await filed();
    const [drive] = expenses;
    const res = await admin.client.post<Expense>(`/api/expenses/${drive.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...drive, status: "verified", updatedAt: res.body.updatedAt });
    expect((await worker.client.get<Expense>(`/api/expenses/${drive.id}`)).body.status).toBe("verified");
    const again = await admin.client.post(`/api/expenses/${drive.id}/verify`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: expect.any(String), message: "Endast inskickade ersättningar kan attesteras" });
    const [verify] = await auditRows(app, drive.id, "verify");
    expect(verify.userId).toBe(admin.user.id);
    expect(verify.changes).toMatchObject({ before: { status: "submitted" }, after: { status: "verified" } });
  });

  it("undoes an attest with a reason of 10-500 characters, only of an attested expense", async () => {
    const { admin, expenses } = await filed();
    const [drive] = expenses;
    const early = await admin.client.post(`/api/expenses/${drive.id}/unverify`, { reason: REASON });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ code: expect.any(String), message: "Endast attesterade ersättningar kan få attesten ångrad" });
    expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(200);
    const short = await admin.client.post<{ errors: Record<string, string> }>(`/api/expenses/${drive.id}/unverify`, { reason: "  kort  " });
    expect(short.status).toBe(400);
    expect(short.body.errors.reason).toBe("Ange en anledning på minst 10 tecken");
    const res = await admin.client.post<Expense>(`/api/expenses/${drive.id}/unverify`, { reason: REASON });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "submitted", returnReason: null });
    const [unverify] = await auditRows(app, drive.id, "unverify");
    expect(unverify.changes).toMatchObject({ before: { status: "verified" }, after: { status: "submitted", reason: REASON } });
    expect(await auditActions(app, drive.id)).toEqual(["create", "verify", "unverify"]);
  });

  it("answers 404 for an expense that does not exist", async () => {
    const { admin } = await filed([]);
    for (const action of ["verify", "unverify", "return"]) {
      expect((await admin.client.post(`/api/expenses/00000000-0000-4000-8000-000000000000/${action}`, { reason: REASON })).status).toBe(404);
    }
  });
});

describe("sending an expense back", () => {
  it("makes a submitted expense a draft with the reason, audited, and mails the worker", async () => {
    const { admin, worker, expenses } = await filed();
    const [drive] = expenses;
    const res = await admin.client.post<Expense>(`/api/expenses/${drive.id}/return`, { reason: `  ${REASON} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: drive.id, status: "draft", returnReason: REASON });
    expect(await expenseRow(app, drive.id)).toMatchObject({ status: "draft", returnReason: REASON });
    await expect.poll(() => app.mails.find((m) => m.to === worker.user.email)?.expenseReturned).toEqual({ kind: "mil", date: "2026-11-18", reason: REASON });
    // A draft is not attested, nor sent back twice.
    expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(409);
    const twice = await admin.client.post(`/api/expenses/${drive.id}/return`, { reason: REASON });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: expect.any(String), message: "Endast inskickade ersättningar kan skickas tillbaka" });
    expect(await auditActions(app, drive.id)).toEqual(["create", "return"]);
    const missing = await admin.client.post<{ errors: Record<string, string> }>(`/api/expenses/${drive.id}/return`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.reason).toBe("Ange en anledning på minst 10 tecken");
  });
});

describe("POST /api/expenses/verify", () => {
  it("attests the submitted expenses named by id, skipping the others, and answers how many", async () => {
    const { admin, expenses } = await filed(["2026-11-16", "2026-11-17", "2026-11-18"]);
    const [a, b, c] = expenses;
    expect((await admin.client.post(`/api/expenses/${c.id}/return`, { reason: REASON })).status).toBe(200);
    const res = await admin.client.post("/api/expenses/verify", { ids: [a.id, b.id, c.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: 2, awaitingApproval: 0 });
    expect((await expenseRow(app, a.id)).status).toBe("verified");
    expect((await expenseRow(app, c.id)).status).toBe("draft");
    expect((await admin.client.post("/api/expenses/verify", { ids: [a.id, b.id] })).body).toEqual({ verified: 0, awaitingApproval: 0 });
    expect(await auditActions(app, a.id)).toEqual(["create", "verify"]);
  });

  it("attests a period, of one worker when named", async () => {
    const { admin, worker, expenses } = await filed(["2026-11-02", "2026-11-09", "2026-11-16"]);
    const { other } = await signedInAs(app, { other: "worker" });
    const others = (await other.client.post<Expense>("/api/expenses", traktInput())).body;
    const res = await admin.client.post("/api/expenses/verify", { workerId: worker.user.id, startDate: "2026-11-03", endDate: "2026-11-30" });
    expect(res.body).toEqual({ verified: 2, awaitingApproval: 0 });
    expect((await expenseRow(app, expenses[0].id)).status).toBe("submitted");
    expect((await expenseRow(app, expenses[2].id)).status).toBe("verified");
    expect((await expenseRow(app, others.id)).status).toBe("submitted");
  });

  it("counts each expense once when two bulk attests race, with one audit row each", async () => {
    const { admin, expenses } = await filed(["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"]);
    const ids = expenses.map((e) => e.id);
    const answers = await Promise.all([
      admin.client.post<{ verified: number }>("/api/expenses/verify", { ids }),
      admin.client.post<{ verified: number }>("/api/expenses/verify", { ids: [...ids].reverse() }),
      admin.client.post<Expense>(`/api/expenses/${ids[0]}/verify`),
    ]);
    const bulk = answers[0].body.verified + answers[1].body.verified + (answers[2].status === 200 ? 1 : 0);
    expect(bulk).toBe(4);
    for (const id of ids) expect(await auditActions(app, id)).toEqual(["create", "verify"]);
  });
});
