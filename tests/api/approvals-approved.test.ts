/**
 * 'Godkända, ej attesterade' (docs/product-rules.md §18): what the arbetsledare approved and payroll
 * has not yet attested, `GET /api/approvals?state=approved`; undoing an approval from there, bound
 * to the `updatedAt` it was listed with; and an expense's history, to see what changed after an
 * approval.
 */
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, ApprovalQueue, Expense, ExpenseHistoryEntry, Project, TimeReport } from "../../shared/types";
import { reportInput, signedInAs, type SignedIn } from "../support/builders";
import { milInput, receiptOf, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Kalle var inte på bygget den dagen";
const CHANGED = "Rapporten har ändrats sedan du öppnade den";

const app = useTestApp({ now: () => NOW });

/** Lars and Lisa lead `led`; Bo and Eva report on it; Olle leads nothing. */
async function crew() {
  const people = await signedInAs(app, {
    admin: { role: "admin", fullName: "Anna Admin" },
    lars: { role: "worker", fullName: "Lars Ledare" },
    lisa: { role: "worker", fullName: "Lisa Ledare" },
    bo: { role: "worker", fullName: "Bo Berg" },
    eva: { role: "worker", fullName: "Eva Ek" },
    olle: { role: "worker", fullName: "Olle Ovan" },
    customer: "customer",
  });
  const led = (
    await people.admin.client.post<Project>("/api/projects", {
      projectNumber: `L-${crypto.randomUUID().slice(0, 6)}`,
      title: "Ledd",
      leaderIds: [people.lars.user.id, people.lisa.user.id],
    })
  ).body;
  return { ...people, led };
}

async function report(worker: SignedIn, projectId: string, date = "2026-11-17", hours = "8"): Promise<TimeReport> {
  const res = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId, date, hours }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const approved = async (who: SignedIn, query = "") => {
  const res = await who.client.get<ApprovalQueue>(`/api/approvals?state=approved${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe("GET /api/approvals?state=approved", () => {
  it("lists what the caller approved that is not yet attested, oldest day first, and drops it once attested, undone or changed", async () => {
    const { admin, lars, lisa, bo, eva, led } = await crew();
    const tue = await report(bo, led.id, "2026-11-17");
    const mon = await report(eva, led.id, "2026-11-16");
    const byLisa = await report(eva, led.id, "2026-11-18");
    const waiting = await report(bo, led.id, "2026-11-19");
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    expect((await lars.client.post("/api/time-reports/approve", { ids: [tue.id, mon.id] })).status).toBe(200);
    expect((await lisa.client.post(`/api/time-reports/${byLisa.id}/approve`, {})).status).toBe(200);
    expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);

    const list = await approved(lars);
    expect(ids(list.reports)).toEqual([mon.id, tue.id]);
    expect(list.reports[0]).toMatchObject({
      status: "submitted",
      worker: { fullName: "Eva Ek" },
      approvedBy: { id: lars.user.id, fullName: "Lars Ledare" },
      notInLedger: false,
      changedAfterApproval: false,
    });
    expect(list.expenses).toMatchObject([{ id: drive.id, kind: "mil", approvedBy: { id: lars.user.id }, changedAfterApproval: false }]);
    // Lisa's approval is hers; what waits is in the other list.
    expect(ids((await approved(lisa)).reports)).toEqual([byLisa.id]);
    expect(ids((await lars.client.get<ApprovalQueue>("/api/approvals")).body.reports)).toEqual([waiting.id]);
    expect(ids((await lars.client.get<ApprovalQueue>("/api/approvals?state=waiting")).body.reports)).toEqual([waiting.id]);
    expect(ids((await approved(lars, "&startDate=2026-11-17&endDate=2026-11-30")).reports)).toEqual([tue.id]);

    // Attested, undone or changed by the worker: no longer an approval of Lars's to undo.
    expect((await admin.client.post(`/api/time-reports/${tue.id}/verify`)).status).toBe(200);
    expect((await lars.client.post(`/api/time-reports/${mon.id}/unapprove`, { reason: REASON })).status).toBe(200);
    expect((await bo.client.patch(`/api/expenses/${drive.id}`, milInput({ projectId: led.id, km: 99 }))).status).toBe(200);
    expect(await approved(lars)).toEqual({ reports: [], expenses: [] });
  });

  it("an admin's lists its own approvals; a leader no longer leading the project, a worker leading nothing: none; a customer 403", async () => {
    const { admin, lars, bo, olle, customer, led } = await crew();
    const r = await report(bo, led.id);
    const other = await report(bo, led.id, "2026-11-18");
    expect((await lars.client.post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${other.id}/approve`, {})).status).toBe(200);
    expect(ids((await approved(admin)).reports)).toEqual([other.id]);
    expect(await approved(olle)).toEqual({ reports: [], expenses: [] });
    expect((await customer.client.get("/api/approvals?state=approved")).status).toBe(403);
    expect((await app.client().get("/api/approvals?state=approved")).status).toBe(401);

    // Lars no longer leads the project: his approval stands, but it is not his to undo.
    expect((await admin.client.patch(`/api/projects/${led.id}`, { leaderIds: [] })).status).toBe(200);
    expect(await approved(lars)).toEqual({ reports: [], expenses: [] });
    expect((await lars.client.post(`/api/time-reports/${r.id}/unapprove`, { reason: REASON })).status).toBe(403);
  });

  it("is 400 with a Swedish message for an unknown state or a period ending before it starts", async () => {
    const { lars } = await crew();
    const bad = await lars.client.get<ApiErrorBody>("/api/approvals?state=attested");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.state).toBe("Välj väntande eller godkända");
    expect(bad.body.errorCodes?.state).toBe("approval.state-invalid");
    expect((await lars.client.get("/api/approvals?state=approved&startDate=2026-11-18&endDate=2026-11-17")).status).toBe(400);
  });
});

describe("'Ångra godkännande' from the approved list", () => {
  it("is bound to the updatedAt it was listed with (409 when the row changed since), and 409 with its code once attested", async () => {
    const { admin, lars, bo, led } = await crew();
    const r = await report(bo, led.id);
    expect((await lars.client.post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(200);
    const [listed] = (await approved(lars)).reports;

    // Undone and approved again since it was listed: the listed updatedAt is no longer the row's.
    expect((await lars.client.post(`/api/time-reports/${r.id}/unapprove`, { reason: REASON })).status).toBe(200);
    expect((await lars.client.post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(200);
    const stale = await lars.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON, updatedAt: listed.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "approval.changed-since-opened", message: CHANGED });
    expect((await approved(lars)).reports[0].approvedAt).not.toBeNull();

    const [now] = (await approved(lars)).reports;
    const bad = await lars.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON, updatedAt: "igår" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.updatedAt).toBe("Ogiltig tidpunkt för när rapporten visades");
    const undone = await lars.client.post<TimeReport>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON, updatedAt: now.updatedAt });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ approvedAt: null, approvedBy: null });

    // Attested: 409 with its code, whatever updatedAt was shown.
    expect((await lars.client.post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(200);
    const [again] = (await approved(lars)).reports;
    expect((await admin.client.post(`/api/time-reports/${r.id}/verify`)).status).toBe(200);
    const attested = await lars.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON, updatedAt: again.updatedAt });
    expect(attested.status).toBe(409);
    expect(attested.body).toMatchObject({
      code: "approval.report-not-unapprovable",
      message: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat",
    });
  });

  it("works for an expense as for a report", async () => {
    const { admin, lars, bo, led } = await crew();
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);
    const [listed] = (await approved(lars)).expenses;
    expect((await lars.client.post(`/api/expenses/${drive.id}/unapprove`, { reason: REASON, updatedAt: drive.updatedAt })).status).toBe(409);
    const undone = await lars.client.post<Expense>(`/api/expenses/${drive.id}/unapprove`, { reason: REASON, updatedAt: listed.updatedAt });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.approvedAt).toBeNull();
    expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);
    expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(200);
    const attested = await lars.client.post<ApiErrorBody>(`/api/expenses/${drive.id}/unapprove`, { reason: REASON });
    expect(attested.status).toBe(409);
    expect(attested.body.code).toBe("approval.expense-not-unapprovable");
  });
});

describe("GET /api/expenses/{id}/history", () => {
  it("shows an arbetsledare of the project what the worker changed after its approval, newest first", async () => {
    const { admin, lars, bo, led } = await crew();
    const receipt = await receiptOf(app, bo.user.id);
    const bought = (await bo.client.post<Expense>("/api/expenses", utlaggInput(receipt, { projectId: led.id }))).body;
    expect((await lars.client.post(`/api/expenses/${bought.id}/approve`, {})).status).toBe(200);
    const changed = await bo.client.patch<Expense>(
      `/api/expenses/${bought.id}`,
      utlaggInput(receipt, { projectId: led.id, amount: "400", vat: "80", date: "2026-11-18", description: "Skruv, plugg och lim, Bauhaus" }),
    );
    expect(changed.status, changed.text).toBe(200);
    const queue = (await lars.client.get<ApprovalQueue>("/api/approvals")).body;
    expect(queue.expenses.find((e) => e.id === bought.id)?.changedAfterApproval).toBe(true);

    const history = await lars.client.get<ExpenseHistoryEntry[]>(`/api/expenses/${bought.id}/history`);
    expect(history.status, history.text).toBe(200);
    expect(history.body.map((e) => e.action)).toEqual(["update", "approve", "create"]);
    const [update] = history.body;
    expect(update.user).toEqual({ id: bo.user.id, fullName: "Bo Berg" });
    expect(update.changes.before).toMatchObject({ amount: "250.00", vat: "50.00", date: "2026-11-19", description: "Skruv och plugg, Bauhaus" });
    expect(update.changes.before?.approvedBy).toBe(lars.user.id);
    expect(update.changes.after).toMatchObject({ amount: "400.00", vat: "80.00", date: "2026-11-18", description: "Skruv, plugg och lim, Bauhaus" });
    expect(update.changes.after?.approvedBy).toBeNull();
    expect((await admin.client.get<ExpenseHistoryEntry[]>(`/api/expenses/${bought.id}/history`)).body).toHaveLength(3);
  });

  it("is 403 for the worker, a worker leading nothing and a customer, and 404 for an id that is none", async () => {
    const { bo, olle, customer, led, lars } = await crew();
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    expect((await bo.client.get(`/api/expenses/${drive.id}/history`)).status).toBe(403);
    expect((await olle.client.get(`/api/expenses/${drive.id}/history`)).status).toBe(403);
    expect((await customer.client.get(`/api/expenses/${drive.id}/history`)).status).toBe(403);
    expect((await lars.client.get(`/api/expenses/${crypto.randomUUID()}/history`)).status).toBe(403);
    expect((await lars.client.get("/api/expenses/inte-ett-id/history")).status).toBe(404);
  });
});
