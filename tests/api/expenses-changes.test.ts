/**
 * Changing and removing an expense (docs/product-rules.md §16): the worker changes its own
 * submitted or returned expense with the whole body of its kind (submitted again, the reason
 * cleared, recounted with today's rates) and withdraws it; an admin rejects a submitted one. An
 * attested expense is fixed; another worker's is a 404. Each change is one audit row.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Expense, MilExpense, UtlaggExpense } from "../../shared/types";
import { payrollSettingsInput, signedInAs } from "../support/builders";
import { auditActions, auditRows, expenseRow, milInput, receiptOf, storedLines, traktInput, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Kvittot gäller en annan månad";

const app = useTestApp({ now: () => NOW });

async function filed() {
  const { worker, other, admin } = await signedInAs(app, { worker: "worker", other: "worker", admin: "admin" });
  const receipt = await receiptOf(app, worker.user.id);
  const utlagg = (await worker.client.post<UtlaggExpense>("/api/expenses", utlaggInput(receipt))).body;
  const drive = (await worker.client.post<MilExpense>("/api/expenses", milInput())).body;
  return { worker, other, admin, receipt, utlagg, drive };
}

describe("PATCH /api/expenses/{id}", () => {
  it("changes the worker's own expense with the whole body of its kind, recounted with today's rates, audited", async () => {
    const { worker, admin, drive } = await filed();
    expect((await admin.client.put("/api/settings/payroll", { ...payrollSettingsInput(), mileageRate: "30" })).status).toBe(200);
    try {
      const res = await worker.client.patch<MilExpense>(`/api/expenses/${drive.id}`, milInput({ km: 200, date: "2026-11-17", route: "Kontoret - Uppsala" }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: drive.id, km: 200, date: "2026-11-17", route: "Kontoret - Uppsala", status: "submitted", amount: "600.00" });
      expect(res.body.lines.map((l) => [l.code, l.amount])).toEqual([
        ["MIL_FRI", "500.00"],
        ["MIL_SKT", "100.00"],
      ]);
      expect(res.body.createdAt).toBe(drive.createdAt);
      expect(await storedLines(app, drive.id)).toHaveLength(2);
      expect((await worker.client.get(`/api/expenses/${drive.id}`)).body).toEqual(res.body);
    } finally {
      expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    }
    const [update] = await auditRows(app, drive.id, "update");
    expect(update.userId).toBe(worker.user.id);
    expect(update.changes?.before).toMatchObject({ km: 123, amount: "307.50", lines: [{ code: "MIL_FRI", amount: "307.50" }] });
    expect(update.changes?.after).toMatchObject({ km: 200, amount: "600.00" });
    expect(await auditActions(app, drive.id)).toEqual(["create", "update"]);
  });

  it("keeps the receipts the expense had and takes new ones of the worker's own", async () => {
    const { worker, utlagg, receipt } = await filed();
    const another = await receiptOf(app, worker.user.id);
    const res = await worker.client.patch<UtlaggExpense>(
      `/api/expenses/${utlagg.id}`,
      utlaggInput(receipt, { receiptImageUrls: [receipt, another], amount: "99,90", vat: "0" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ receiptImageUrls: [receipt, another], amount: "99.90", vat: "0.00" });
    expect(res.body.lines).toEqual([{ code: "UTLÄGG", quantity: "1.00", unitPrice: "99.90", amount: "99.90", vat: "0.00" }]);
  });

  it("refuses another kind, another worker, an admin and an attested expense, changing nothing", async () => {
    const { worker, other, admin, drive, utlagg } = await filed();
    const kind = await worker.client.patch(`/api/expenses/${drive.id}`, traktInput());
    expect(kind.status).toBe(400);
    expect(kind.body).toEqual({
      code: expect.any(String),
      message: "Typen av ersättning kan inte ändras – ta bort den och skicka en ny",
      errors: { kind: "Typen av ersättning kan inte ändras – ta bort den och skicka en ny" },
      errorCodes: { kind: "expense.kind-fixed" },
    });
    expect((await other.client.patch(`/api/expenses/${drive.id}`, milInput({ km: 5 }))).status).toBe(404);
    expect((await worker.client.patch(`/api/expenses/${crypto.randomUUID()}`, milInput({ km: 5 }))).status).toBe(404);
    const byAdmin = await admin.client.patch(`/api/expenses/${drive.id}`, milInput({ km: 5 }));
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({ code: expect.any(String), message: "Administratörer skickar inte in ersättningar" });

    expect((await admin.client.post(`/api/expenses/${utlagg.id}/verify`)).status).toBe(200);
    const verified = await worker.client.patch(`/api/expenses/${utlagg.id}`, utlaggInput(await receiptOf(app, worker.user.id)));
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ code: expect.any(String), message: "Attesterade ersättningar kan inte ändras" });

    expect(await expenseRow(app, drive.id)).toMatchObject({ km: 123, amount: "307.50", kind: "mil" });
    expect(await auditActions(app, drive.id)).toEqual(["create"]);
  });

  it("sends a returned expense again: submitted, the reason cleared", async () => {
    const { worker, admin, drive } = await filed();
    const returned = await admin.client.post<Expense>(`/api/expenses/${drive.id}/return`, { reason: REASON });
    expect(returned.body).toMatchObject({ status: "draft", returnReason: REASON });
    const res = await worker.client.patch<Expense>(`/api/expenses/${drive.id}`, milInput({ km: 124 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "submitted", returnReason: null, amount: "310.00" });
    expect(await auditActions(app, drive.id)).toEqual(["create", "return", "update"]);
  });
});

describe("DELETE /api/expenses/{id}", () => {
  it("the worker withdraws its own submitted or returned expense; the audit row keeps its last state", async () => {
    const { worker, admin, drive, utlagg } = await filed();
    const res = await worker.client.delete(`/api/expenses/${drive.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: drive.id, deleted: true });
    expect(await expenseRow(app, drive.id)).toBeUndefined();
    expect(await storedLines(app, drive.id)).toEqual([]);
    expect((await worker.client.get(`/api/expenses/${drive.id}`)).status).toBe(404);
    const [withdraw] = await auditRows(app, drive.id, "withdraw");
    expect(withdraw.userId).toBe(worker.user.id);
    expect(withdraw.changes).toMatchObject({ before: { id: drive.id, km: 123, status: "submitted", lines: [{ code: "MIL_FRI" }] }, after: null });

    expect((await admin.client.post(`/api/expenses/${utlagg.id}/return`, { reason: REASON })).status).toBe(200);
    expect((await worker.client.delete(`/api/expenses/${utlagg.id}`)).status).toBe(200);
    expect(await auditActions(app, utlagg.id)).toEqual(["create", "return", "withdraw"]);
    expect(app.mails.some((m) => m.expenseRejected)).toBe(false);
  });

  it("refuses an attested expense and another worker's, changing nothing", async () => {
    const { worker, other, admin, drive } = await filed();
    expect((await other.client.delete(`/api/expenses/${drive.id}`)).status).toBe(404);
    expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(200);
    const res = await worker.client.delete(`/api/expenses/${drive.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: expect.any(String), message: "Attesterade ersättningar kan inte ändras" });
    expect(await expenseRow(app, drive.id)).toMatchObject({ status: "verified" });
    expect(await auditActions(app, drive.id)).toEqual(["create", "verify"]);
  });

  it("an admin rejects a submitted expense with a reason the worker is mailed, and only a submitted one", async () => {
    const { worker, admin, drive, utlagg } = await filed();
    const res = await admin.client.request("DELETE", `/api/expenses/${drive.id}`, { reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: drive.id, deleted: true });
    expect(await expenseRow(app, drive.id)).toBeUndefined();
    const [reject] = await auditRows(app, drive.id, "reject");
    expect(reject.userId).toBe(admin.user.id);
    expect(reject.changes).toMatchObject({ before: { id: drive.id, workerId: worker.user.id, amount: "307.50" }, after: { reason: REASON } });
    await expect
      .poll(() => app.mails.find((m) => m.to === worker.user.email && m.expenseRejected)?.expenseRejected)
      .toEqual({
        kind: "mil",
        date: "2026-11-18",
        reason: REASON,
      });

    expect((await admin.client.post(`/api/expenses/${utlagg.id}/return`, { reason: REASON })).status).toBe(200);
    const draft = await admin.client.delete(`/api/expenses/${utlagg.id}`);
    expect(draft.status).toBe(409);
    expect(draft.body).toEqual({ code: expect.any(String), message: "Endast inskickade ersättningar kan nekas" });
    expect(await expenseRow(app, utlagg.id)).toMatchObject({ status: "draft" });
  });
});
