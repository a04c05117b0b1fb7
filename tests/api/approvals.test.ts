/**
 * Two-level attest, the arbetsledare's part (docs/product-rules.md §18): a project's leaders,
 * approving a report or an expense (one, many, undone), who may, the queue 'Att godkänna', a
 * change after an approval and the `updatedAt` an approval is bound to.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, timeReports } from "../../shared/schema";
import type {
  AdminWeek,
  ApiErrorBody,
  ApprovalQueue,
  BulkApproveResult,
  Expense,
  Project,
  ProjectWithHours,
  ReportHistoryEntry,
  TimeReport,
} from "../../shared/types";
import { absenceInput, reportInput, signedInAs, siteInput, type SignedIn } from "../support/builders";
import { expenseRow, lockPeriod, milInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const OWN = "Du kan inte godkänna dina egna rapporter";
const CHANGED = "Rapporten har ändrats sedan du öppnade den";
const NOT_APPROVABLE = "Endast inskickade rapporter som inte är godkända kan godkännas";
const NOT_UNAPPROVABLE = "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat";
const REASON = "Kalle var inte på bygget den dagen";

const app = useTestApp({ now: () => NOW });

/** A crew: Lars leads `led` (and reports on it himself), `open` has no leader; Bo and Eva report, Olle leads nothing. */
async function crew() {
  const people = await signedInAs(app, {
    admin: { role: "admin", fullName: "Anna Admin" },
    lars: { role: "worker", fullName: "Lars Ledare" },
    bo: { role: "worker", fullName: "Bo Berg" },
    eva: { role: "worker", fullName: "Eva Ek" },
    olle: { role: "worker", fullName: "Olle Ovan" },
    customer: "customer",
  });
  const led = (
    await people.admin.client.post<Project>("/api/projects", {
      projectNumber: `L-${crypto.randomUUID().slice(0, 6)}`,
      title: "Ledd",
      leaderIds: [people.lars.user.id],
    })
  ).body;
  const open = await app.createProject();
  return { ...people, led, open };
}

async function report(worker: SignedIn, projectId: string | null, date = "2026-11-17", hours = "8"): Promise<TimeReport> {
  const body = projectId ? reportInput({ projectId, date, hours }) : absenceInput({ date });
  const res = await worker.client.post<TimeReport>("/api/time-reports", body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function stored(id: string) {
  const [row] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, id));
  return row;
}

const approve = (who: SignedIn, id: string, body: unknown = {}) => who.client.post<TimeReport & ApiErrorBody>(`/api/time-reports/${id}/approve`, body);

async function audits(id: string, action: string) {
  return app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, action)));
}

describe("a project's arbetsledare", () => {
  it("are set with leaderIds on POST and PATCH, answered as leaders by name in every project answer, and audited", async () => {
    const { admin, lars, bo, olle } = await signedInAs(app, {
      admin: "admin",
      lars: { role: "worker", fullName: "Lars Ledare" },
      bo: { role: "worker", fullName: "Bo Berg" },
      olle: { role: "admin", fullName: "Olle Admin" },
    });
    const created = await admin.client.post<Project>("/api/projects", {
      projectNumber: "LED-1",
      title: "Ledd",
      leaderIds: [lars.user.id, olle.user.id, lars.user.id],
    });
    expect(created.status).toBe(201);
    expect(created.body.leaders).toEqual([
      { id: lars.user.id, fullName: "Lars Ledare" },
      { id: olle.user.id, fullName: "Olle Admin" },
    ]);
    const list = (await admin.client.get<ProjectWithHours[]>("/api/projects")).body;
    expect(list.find((p) => p.id === created.body.id)?.leaders).toEqual(created.body.leaders);
    // A worker's list names them too.
    expect((await bo.client.get<Project[]>("/api/projects")).body.find((p) => p.id === created.body.id)?.leaders).toEqual(created.body.leaders);

    // PATCH without leaderIds keeps them; with, replaces them; [] clears them.
    expect((await admin.client.patch<Project>(`/api/projects/${created.body.id}`, { title: "Ny titel" })).body.leaders).toEqual(created.body.leaders);
    const patched = await admin.client.patch<Project>(`/api/projects/${created.body.id}`, { leaderIds: [bo.user.id] });
    expect(patched.body.leaders).toEqual([{ id: bo.user.id, fullName: "Bo Berg" }]);
    const [audit] = (await audits(created.body.id, "update")).slice(-1);
    expect(audit.changes?.before?.leaderIds).toEqual(expect.arrayContaining([lars.user.id, olle.user.id]));
    expect(audit.changes?.after?.leaderIds).toEqual([bo.user.id]);
    expect((await admin.client.patch<Project>(`/api/projects/${created.body.id}`, { leaderIds: [] })).body.leaders).toEqual([]);
  });

  it("must be workers or admins: a customer or an unknown id is 400 and nothing is saved; a worker may not set them (403)", async () => {
    const { admin, customer, bo } = await signedInAs(app, { admin: "admin", customer: "customer", bo: "worker" });
    for (const leaderIds of [[customer.user.id], [crypto.randomUUID()], ["inte-ett-id"]]) {
      const res = await admin.client.post<ApiErrorBody>("/api/projects", { projectNumber: `X-${crypto.randomUUID().slice(0, 6)}`, title: "X", leaderIds });
      expect(res.status).toBe(400);
      expect(res.body.errors?.leaderIds ?? res.body.errors?.["leaderIds.0"]).toBe("Välj arbetsledare bland arbetare och administratörer");
    }
    const project = await app.createProject();
    expect((await admin.client.patch(`/api/projects/${project.id}`, { leaderIds: [customer.user.id], title: "Ändrad" })).status).toBe(400);
    expect((await admin.client.get<ProjectWithHours[]>("/api/projects")).body.find((p) => p.id === project.id)).toMatchObject({
      title: project.title,
      leaders: [],
    });
    expect((await bo.client.patch(`/api/projects/${project.id}`, { leaderIds: [bo.user.id] })).status).toBe(403);
  });
});

describe("approving a report", () => {
  it("by the project's arbetsledare: approvedAt and approvedBy in every answer, one audit row, and not twice", async () => {
    const { lars, bo, led, admin } = await crew();
    const r = await report(bo, led.id);
    expect(r).toMatchObject({ approvedAt: null, approvedBy: null });
    const res = await approve(lars, r.id, { updatedAt: r.updatedAt });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: r.id, status: "submitted", approvedBy: { id: lars.user.id, fullName: "Lars Ledare" } });
    expect(Date.parse(res.body.approvedAt ?? "")).not.toBeNaN();
    // The worker's own read, the list and the admin's read all carry it.
    expect((await bo.client.get<TimeReport>(`/api/time-reports/${r.id}`)).body).toMatchObject({
      approvedAt: res.body.approvedAt,
      approvedBy: res.body.approvedBy,
    });
    const listed = (await admin.client.get<TimeReport[]>(`/api/time-reports?workerId=${bo.user.id}`)).body;
    expect(listed.find((x) => x.id === r.id)).toMatchObject({ approvedAt: res.body.approvedAt, approvedBy: res.body.approvedBy });
    expect(await audits(r.id, "approve")).toHaveLength(1);
    // The week grid's reports carry it too: its own mark for approved reports.
    const grid = (await admin.client.get<AdminWeek>(`/api/admin/week?date=${r.date}&q=${encodeURIComponent("Bo Berg")}`)).body;
    const inGrid = grid.workers.find((w) => w.id === bo.user.id)?.reports.find((x) => x.id === r.id);
    expect(inGrid).toMatchObject({ approvedAt: res.body.approvedAt, approvedBy: { id: lars.user.id, fullName: "Lars Ledare" } });

    const again = await approve(lars, r.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_APPROVABLE);
    expect(await audits(r.id, "approve")).toHaveLength(1);
  });

  it("is refused to its own worker (403, even an arbetsledare), to a worker who does not lead the project and to a customer (403), signed out (401)", async () => {
    const { lars, bo, olle, customer, led } = await crew();
    const own = await report(lars, led.id);
    const ownRes = await approve(lars, own.id);
    expect(ownRes.status).toBe(403);
    expect(ownRes.body.message).toBe(OWN);
    const r = await report(bo, led.id);
    expect((await approve(olle, r.id)).status).toBe(403);
    expect((await approve(customer, r.id)).status).toBe(403);
    expect((await app.client().post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(401);
    expect((await approve(lars, crypto.randomUUID())).status).toBe(404);
    expect((await stored(r.id)).approvedAt).toBeNull();
    expect((await stored(own.id)).approvedAt).toBeNull();
  });

  it("of no project (absence) or of a project without arbetsledare is an admin's", async () => {
    const { admin, lars, bo, open } = await crew();
    const sick = await report(bo, null, "2026-11-18");
    const onOpen = await report(bo, open.id);
    expect((await approve(lars, sick.id)).status).toBe(403);
    expect((await approve(lars, onOpen.id)).status).toBe(403);
    expect((await approve(admin, sick.id)).body.approvedBy).toEqual({ id: admin.user.id, fullName: "Anna Admin" });
    expect((await approve(admin, onOpen.id)).status).toBe(200);
  });

  it("only a submitted report (409 for a returned or an attested one), and never in a locked period (409)", async () => {
    const { admin, lars, bo, led } = await crew();
    const returned = await report(bo, led.id, "2026-11-16");
    expect((await lars.client.post(`/api/time-reports/${returned.id}/return`, { reason: REASON })).status).toBe(200);
    expect((await approve(lars, returned.id)).body.message).toBe(NOT_APPROVABLE);
    const attested = await report(bo, led.id, "2026-11-17");
    expect((await admin.client.post(`/api/time-reports/${attested.id}/verify`)).status).toBe(200);
    const res = await approve(lars, attested.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_APPROVABLE);
    const old = await report(bo, led.id, "2026-10-14");
    await lockPeriod(app, "2026-10-01", "2026-10-31");
    const locked = await approve(lars, old.id);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Perioden är låst för lön");
    expect((await stored(old.id)).approvedAt).toBeNull();
  });

  it("bound to the updatedAt shown: a report changed since is 409 'Rapporten har ändrats sedan du öppnade den'; without it, as it is", async () => {
    const { lars, bo, led } = await crew();
    const r = await report(bo, led.id);
    const edited = (await bo.client.put<TimeReport>(`/api/time-reports/${r.id}`, reportInput({ projectId: led.id, date: r.date, hours: "6" }))).body;
    const stale = await approve(lars, r.id, { updatedAt: r.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CHANGED);
    expect((await stored(r.id)).approvedAt).toBeNull();
    expect((await approve(lars, r.id, { updatedAt: "igår" })).status).toBe(400);
    expect((await approve(lars, r.id, { updatedAt: edited.updatedAt })).status).toBe(200);
    const other = await report(bo, led.id, "2026-11-18");
    expect((await approve(lars, other.id)).status).toBe(200);
  });
});

describe("a change after an approval", () => {
  it("by the worker (edit or split) clears the approval; the history shows it, and the arbetsledare may read that history", async () => {
    const { lars, bo, olle, led } = await crew();
    const r = await report(bo, led.id, "2026-11-16", "6");
    expect((await approve(lars, r.id)).status).toBe(200);
    const edited = await bo.client.put<TimeReport>(`/api/time-reports/${r.id}`, reportInput({ projectId: led.id, date: r.date, hours: "7" }));
    expect(edited.body).toMatchObject({ hours: "7.00", approvedAt: null, approvedBy: null });
    const history = await lars.client.get<ReportHistoryEntry[]>(`/api/time-reports/${r.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((h) => h.action)).toEqual(["update", "approve", "create"]);
    expect(history.body[0].changes.before).toMatchObject({ hours: "6.00", approvedBy: lars.user.id });
    expect(history.body[0].changes.after).toMatchObject({ hours: "7.00", approvedBy: null, approvedAt: null });
    expect((await olle.client.get(`/api/time-reports/${r.id}/history`)).status).toBe(403);
    expect((await bo.client.get(`/api/time-reports/${r.id}/history`)).status).toBe(403);
    // The report itself as it is now: its arbetsledare reads it; one who leads nothing is answered 404.
    const read = await lars.client.get<TimeReport>(`/api/time-reports/${r.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: r.id, hours: "7.00", approvedAt: null, worker: { id: bo.user.id } });
    expect((await olle.client.get(`/api/time-reports/${r.id}`)).status).toBe(404);

    // 'Dela upp' of an approved report clears it too.
    expect((await approve(lars, r.id)).status).toBe(200);
    const split = await bo.client.put<{ reports: TimeReport[] }>(
      `/api/time-reports/${r.id}/split`,
      reportInput({ projectId: led.id, date: r.date, hours: "10" }),
    );
    expect(split.status, split.text).toBe(200);
    expect(split.body.reports.map((x) => x.approvedAt)).toEqual([null, null]);
  });

  it("shows in the queue as changedAfterApproval ('Ändrad efter godkännande') until approved again", async () => {
    const { lars, bo, led } = await crew();
    const r = await report(bo, led.id);
    const fresh = await report(bo, led.id, "2026-11-18");
    const flagOf = async (id: string) => (await lars.client.get<ApprovalQueue>("/api/approvals")).body.reports.find((x) => x.id === id)?.changedAfterApproval;
    expect(await flagOf(r.id)).toBe(false);
    expect((await approve(lars, r.id)).status).toBe(200);
    await bo.client.put(`/api/time-reports/${r.id}`, reportInput({ projectId: led.id, date: r.date, hours: "5" }));
    expect(await flagOf(r.id)).toBe(true);
    expect(await flagOf(fresh.id)).toBe(false);
  });
});

describe("undoing an approval", () => {
  it("takes a reason of 10-500 characters, clears the approval with one audit row, and is 409 when not approved or attested", async () => {
    const { admin, lars, bo, olle, led } = await crew();
    const r = await report(bo, led.id);
    expect((await lars.client.post(`/api/time-reports/${r.id}/unapprove`, { reason: REASON })).body).toMatchObject({ message: NOT_UNAPPROVABLE });
    expect((await approve(lars, r.id)).status).toBe(200);
    const short = await lars.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/unapprove`, { reason: "nej" });
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    expect((await olle.client.post(`/api/time-reports/${r.id}/unapprove`, { reason: REASON })).status).toBe(403);
    const undone = await lars.client.post<TimeReport>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: "submitted", approvedAt: null, approvedBy: null });
    const [row] = await audits(r.id, "unapprove");
    expect(row.changes?.after).toMatchObject({ reason: REASON });
    expect(row.userId).toBe(lars.user.id);

    // Attested: undo the attest first; that keeps the approval.
    expect((await approve(lars, r.id)).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${r.id}/verify`)).status).toBe(200);
    const attested = await lars.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/unapprove`, { reason: REASON });
    expect(attested.status).toBe(409);
    expect(attested.body.message).toBe(NOT_UNAPPROVABLE);
    const unverified = await admin.client.post<TimeReport>(`/api/time-reports/${r.id}/unverify`, { reason: REASON });
    expect(unverified.body).toMatchObject({ status: "submitted", approvedBy: { id: lars.user.id } });
  });
});

describe("sending back", () => {
  it("is an arbetsledare's for the projects it leads, clears the approval and tells the worker the reason", async () => {
    const { lars, bo, olle, led, open } = await crew();
    const r = await report(bo, led.id);
    expect((await approve(lars, r.id)).status).toBe(200);
    expect((await olle.client.post(`/api/time-reports/${r.id}/return`, { reason: REASON })).status).toBe(403);
    const res = await lars.client.post<TimeReport>(`/api/time-reports/${r.id}/return`, { reason: REASON });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "draft", returnReason: REASON, approvedAt: null, approvedBy: null });
    const onOpen = await report(bo, open.id);
    expect((await lars.client.post(`/api/time-reports/${onOpen.id}/return`, { reason: REASON })).status).toBe(403);
  });
});

describe("approving many", () => {
  it("by ids: all or nothing when one named is not the caller's (403) or changed since shown (409); answers {approved}", async () => {
    const { lars, bo, eva, led, open } = await crew();
    const a = await report(bo, led.id, "2026-11-16");
    const b = await report(eva, led.id, "2026-11-17");
    const notHis = await report(bo, open.id, "2026-11-18");
    const refused = await lars.client.post("/api/time-reports/approve", { ids: [a.id, b.id, notHis.id] });
    expect(refused.status).toBe(403);
    expect((await stored(a.id)).approvedAt).toBeNull();

    await bo.client.put(`/api/time-reports/${a.id}`, reportInput({ projectId: led.id, date: a.date, hours: "3" }));
    const stale = await lars.client.post<ApiErrorBody>("/api/time-reports/approve", {
      ids: [
        { id: a.id, updatedAt: a.updatedAt },
        { id: b.id, updatedAt: b.updatedAt },
      ],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CHANGED);
    expect((await stored(b.id)).approvedAt).toBeNull();

    const ok = await lars.client.post<BulkApproveResult>("/api/time-reports/approve", { ids: [a.id, { id: b.id, updatedAt: b.updatedAt }] });
    expect(ok.body).toEqual({ approved: 2 });
    expect(await audits(a.id, "approve")).toHaveLength(1);
    expect(await audits(b.id, "approve")).toHaveLength(1);
    // Already approved: counted as none.
    expect((await lars.client.post<BulkApproveResult>("/api/time-reports/approve", { ids: [a.id] })).body).toEqual({ approved: 0 });
  });

  it("by period: what the caller may approve in it, never its own, narrowed by projectId and workerId", async () => {
    const { admin, lars, bo, eva, led, open } = await crew();
    const boLed = await report(bo, led.id, "2026-11-16");
    const evaLed = await report(eva, led.id, "2026-11-16");
    const larsOwn = await report(lars, led.id, "2026-11-16");
    const boOpen = await report(bo, open.id, "2026-11-16");
    const later = await report(bo, led.id, "2026-11-19");
    const period = { startDate: "2026-11-16", endDate: "2026-11-18" };
    expect((await lars.client.post<BulkApproveResult>("/api/time-reports/approve", { ...period, workerId: eva.user.id })).body).toEqual({ approved: 1 });
    expect((await lars.client.post<BulkApproveResult>("/api/time-reports/approve", period)).body).toEqual({ approved: 1 });
    expect((await stored(boLed.id)).approvedBy).toBe(lars.user.id);
    expect((await stored(evaLed.id)).approvedBy).toBe(lars.user.id);
    expect((await stored(larsOwn.id)).approvedAt).toBeNull();
    expect((await stored(boOpen.id)).approvedAt).toBeNull();
    expect((await stored(later.id)).approvedAt).toBeNull();
    expect((await admin.client.post<BulkApproveResult>("/api/time-reports/approve", { ...period, projectId: open.id })).body).toEqual({ approved: 1 });
    expect((await admin.client.post<BulkApproveResult>("/api/time-reports/approve", { ...period, workerId: lars.user.id })).body).toEqual({ approved: 1 });
    expect((await stored(larsOwn.id)).approvedBy).toBe(admin.user.id);
  });

  it("needs ids or a whole period (400), and is refused to a customer (403)", async () => {
    const { lars, customer } = await crew();
    for (const body of [{}, { startDate: "2026-11-16" }, { ids: [] }, { ids: ["x"] }]) {
      expect((await lars.client.post("/api/time-reports/approve", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await customer.client.post("/api/time-reports/approve", { startDate: "2026-11-16", endDate: "2026-11-17" })).status).toBe(403);
  });
});

describe("the queue, GET /api/approvals", () => {
  it("lists what waits for the caller: a leader its projects' submitted, unapproved reports and expenses, never its own; an admin all", async () => {
    const { admin, lars, bo, eva, olle, customer, led, open } = await crew();
    const waiting = await report(bo, led.id, "2026-11-17");
    const earlier = await report(eva, led.id, "2026-11-16");
    const approved = await report(eva, led.id, "2026-11-18");
    expect((await approve(lars, approved.id)).status).toBe(200);
    const own = await report(lars, led.id, "2026-11-18");
    const onOpen = await report(bo, open.id, "2026-11-18");
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    const driveOpen = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: open.id }))).body;

    const queue = await lars.client.get<ApprovalQueue>("/api/approvals");
    expect(queue.status).toBe(200);
    expect(queue.body.reports.map((r) => r.id)).toEqual([earlier.id, waiting.id]);
    expect(queue.body.reports[1]).toMatchObject({
      id: waiting.id,
      updatedAt: waiting.updatedAt,
      hours: "8.00",
      worker: { fullName: "Bo Berg" },
      notInLedger: false,
      changedAfterApproval: false,
    });
    expect(queue.body.expenses.map((e) => e.id)).toEqual([drive.id]);
    expect(queue.body.expenses[0]).toMatchObject({
      kind: "mil",
      updatedAt: drive.updatedAt,
      notInLedger: false,
      changedAfterApproval: false,
      approvedAt: null,
    });

    const inPeriod = await lars.client.get<ApprovalQueue>("/api/approvals?startDate=2026-11-17&endDate=2026-11-17");
    expect(inPeriod.body.reports.map((r) => r.id)).toEqual([waiting.id]);
    expect((await lars.client.get("/api/approvals?startDate=2026-11-18&endDate=2026-11-17")).status).toBe(400);

    const all = (await admin.client.get<ApprovalQueue>("/api/approvals")).body;
    expect(all.reports.map((r) => r.id)).toEqual(expect.arrayContaining([earlier.id, waiting.id, own.id, onOpen.id]));
    expect(all.reports.map((r) => r.id)).not.toContain(approved.id);
    expect(all.expenses.map((e) => e.id)).toEqual(expect.arrayContaining([drive.id, driveOpen.id]));

    expect((await olle.client.get<ApprovalQueue>("/api/approvals")).body).toEqual({ reports: [], expenses: [] });
    expect((await customer.client.get("/api/approvals")).status).toBe(403);
    expect((await app.client().get("/api/approvals")).status).toBe(401);
  });

  it("marks notInLedger: time on a site's project on a day the worker has no entry there", async () => {
    const { admin, lars, bo } = await crew();
    const site = await admin.client.post<{ id: string }>("/api/sites", siteInput());
    expect(site.status, site.text).toBe(201);
    const onSite = (
      await admin.client.post<Project>("/api/projects", {
        projectNumber: `S-${crypto.randomUUID().slice(0, 6)}`,
        title: "På plats",
        siteId: site.body.id,
        leaderIds: [lars.user.id],
      })
    ).body;
    const r = await report(bo, onSite.id);
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: onSite.id }))).body;
    const queue = (await lars.client.get<ApprovalQueue>("/api/approvals")).body;
    expect(queue.reports.find((x) => x.id === r.id)?.notInLedger).toBe(true);
    expect(queue.expenses.find((x) => x.id === drive.id)?.notInLedger).toBe(true);
  });
});

describe("approving an expense", () => {
  it("follows the report's rules: the leader approves, its own and others' are 403, undo and bulk as for reports", async () => {
    const { lars, bo, olle, led } = await crew();
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    const own = (await lars.client.post<Expense>("/api/expenses", milInput({ projectId: led.id }))).body;
    expect(drive).toMatchObject({ approvedAt: null, approvedBy: null });
    expect((await lars.client.post<ApiErrorBody>(`/api/expenses/${own.id}/approve`, {})).body.message).toBe(OWN);
    expect((await olle.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(403);
    const res = await lars.client.post<Expense>(`/api/expenses/${drive.id}/approve`, { updatedAt: drive.updatedAt });
    expect(res.status).toBe(200);
    expect(res.body.approvedBy).toEqual({ id: lars.user.id, fullName: "Lars Ledare" });
    expect((await bo.client.get<Expense>(`/api/expenses/${drive.id}`)).body.approvedBy).toEqual(res.body.approvedBy);
    const again = await lars.client.post<ApiErrorBody>(`/api/expenses/${drive.id}/approve`, {});
    expect(again.body.message).toBe("Endast inskickade ersättningar som inte är godkända kan godkännas");

    // The worker's change clears it, and an approval bound to the old updatedAt is refused.
    const patched = await bo.client.patch<Expense>(`/api/expenses/${drive.id}`, milInput({ projectId: led.id, km: 99 }));
    expect(patched.body).toMatchObject({ approvedAt: null, approvedBy: null });
    expect((await lars.client.post<ApiErrorBody>(`/api/expenses/${drive.id}/approve`, { updatedAt: drive.updatedAt })).body.message).toBe(CHANGED);
    expect((await lars.client.post<BulkApproveResult>("/api/expenses/approve", { ids: [{ id: drive.id, updatedAt: patched.body.updatedAt }] })).body).toEqual({
      approved: 1,
    });
    const undone = await lars.client.post<Expense>(`/api/expenses/${drive.id}/unapprove`, { reason: REASON });
    expect(undone.body).toMatchObject({ approvedAt: null });
    expect((await expenseRow(app, drive.id)).approvedBy).toBeNull();
    const returned = await lars.client.post<Expense>(`/api/expenses/${drive.id}/return`, { reason: REASON });
    expect(returned.body).toMatchObject({ status: "draft", returnReason: REASON });
  });
});
