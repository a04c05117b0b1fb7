/**
 * Expenses in a locked pay period (docs/product-rules.md §6, §10, §16): an expense dated in an
 * exported, not reopened period cannot be filed, changed (into or out of it), attested, undone,
 * sent back, withdrawn or rejected: 409, and nothing changes. Each answer says
 * `lockedForPayroll`; a reopened period takes changes again.
 */
import { describe, expect, it } from "vitest";
import type { Expense, ExpenseList } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { auditActions, expenseCount, expenseRow, lockPeriod, milInput, receiptOf, reopenPeriod, traktInput, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const LOCKED = "Perioden är låst för lön";
/** What an expense filed on or moved to a date in the period is told, as a report is. */
const DATE_IN_LOCKED = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";

const app = useTestApp({ now: () => NOW });

async function expectLocked(res: Promise<{ status: number; body: unknown }>, message = LOCKED): Promise<void> {
  const answer = await res;
  expect(answer.status).toBe(409);
  expect(answer.body).toEqual({ code: expect.any(String), message });
}

describe("a locked pay period", () => {
  it("refuses every write to an expense dated in it, changing nothing, and allows the days outside", async () => {
    const { worker, admin } = await signedInAs(app, { worker: "worker", admin: "admin" });
    const receipt = await receiptOf(app, worker.user.id);
    const file = async (body: Record<string, unknown>) => (await worker.client.post<Expense>("/api/expenses", body)).body;
    const inside = await file(milInput({ date: "2026-11-05" }));
    const verified = await file(milInput({ date: "2026-11-02" }));
    const returned = await file(utlaggInput(receipt, { date: "2026-11-08" }));
    const outside = await file(milInput({ date: "2026-11-09" }));
    expect((await admin.client.post(`/api/expenses/${verified.id}/verify`)).status).toBe(200);
    expect((await admin.client.post(`/api/expenses/${returned.id}/return`, { reason: "Fel belopp på kvittot" })).status).toBe(200);
    const exportId = await lockPeriod(app, "2026-11-02", "2026-11-08");
    const count = await expenseCount(app);
    const rows = await Promise.all([inside, verified, returned, outside].map((e) => expenseRow(app, e.id)));

    // Filed on a locked date, or moved there: the sentence that names the period.
    await expectLocked(worker.client.post("/api/expenses", milInput({ date: "2026-11-05" })), DATE_IN_LOCKED);
    await expectLocked(
      worker.client.post("/api/expenses", traktInput({ departAt: "2026-11-07T08:00", returnAt: "2026-11-10T20:00", meals: [] })),
      DATE_IN_LOCKED,
    );
    await expectLocked(worker.client.patch(`/api/expenses/${outside.id}`, milInput({ date: "2026-11-08" })), DATE_IN_LOCKED);
    // A locked expense itself, changed in place or moved out.
    await expectLocked(worker.client.patch(`/api/expenses/${inside.id}`, milInput({ date: "2026-11-05", km: 5 })));
    await expectLocked(worker.client.patch(`/api/expenses/${returned.id}`, utlaggInput(receipt, { date: "2026-11-12" })));
    await expectLocked(worker.client.delete(`/api/expenses/${returned.id}`));
    await expectLocked(worker.client.delete(`/api/expenses/${inside.id}`));
    await expectLocked(admin.client.post(`/api/expenses/${inside.id}/verify`));
    await expectLocked(admin.client.post(`/api/expenses/${inside.id}/return`, { reason: "Kontrollera sträckan" }));
    await expectLocked(admin.client.post(`/api/expenses/${verified.id}/unverify`, { reason: "Kontrollera sträckan" }));
    await expectLocked(admin.client.request("DELETE", `/api/expenses/${inside.id}`, { reason: "Kontrollera sträckan" }));
    await expectLocked(admin.client.post("/api/expenses/verify", { ids: [inside.id, outside.id] }));
    await expectLocked(admin.client.post("/api/expenses/verify", { startDate: "2026-11-01", endDate: "2026-11-30" }));

    expect(await expenseCount(app)).toBe(count);
    for (const row of rows) expect(await expenseRow(app, row.id)).toEqual(row);
    expect(await auditActions(app, inside.id)).toEqual(["create"]);
    expect(app.mails.filter((m) => m.expenseReturned || m.expenseRejected)).toHaveLength(1);

    // Every answer says which are locked.
    const listed = (await admin.client.get<ExpenseList>(`/api/expenses?workerId=${worker.user.id}`)).body.items;
    expect(Object.fromEntries(listed.map((e) => [e.date, e.lockedForPayroll]))).toEqual({
      "2026-11-09": false,
      "2026-11-08": true,
      "2026-11-05": true,
      "2026-11-02": true,
    });
    expect((await worker.client.get<Expense>(`/api/expenses/${inside.id}`)).body.lockedForPayroll).toBe(true);

    // The day after the period is open, and the bulk attest of it alone goes through.
    const after = await worker.client.post<Expense>("/api/expenses", milInput({ date: "2026-11-09", km: 7 }));
    expect(after.status).toBe(201);
    expect(after.body.lockedForPayroll).toBe(false);
    expect((await admin.client.post("/api/expenses/verify", { ids: [outside.id] })).body).toEqual({ verified: 1, awaitingApproval: 0 });

    // Reopened, the period takes changes again.
    await reopenPeriod(app, exportId);
    const changed = await worker.client.patch<Expense>(`/api/expenses/${inside.id}`, milInput({ date: "2026-11-05", km: 5 }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ km: 5, lockedForPayroll: false });
    expect((await admin.client.post(`/api/expenses/${verified.id}/unverify`, { reason: "Kontrollera sträckan" })).status).toBe(200);
  });
});
