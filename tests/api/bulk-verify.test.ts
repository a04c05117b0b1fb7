/**
 * Attesting many reports at once (docs/product-rules.md §6): POST /api/time-reports/verify by ids or by a
 * period (optionally one worker) verifies every submitted report named, once, with one audit
 * row each.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, timeReports } from "../../shared/schema";
import type { ApiErrorBody, BulkVerifyResult, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { expectAdminOnly } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

async function report(worker: SignedIn, projectId: string, date: string, hours = "2"): Promise<TimeReport> {
  const res = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId, date, hours }));
  expect(res.status).toBe(201);
  return res.body;
}

async function statuses(ids: string[]): Promise<Record<string, string>> {
  const rows = await app.database.db.select({ id: timeReports.id, status: timeReports.status }).from(timeReports).where(inArray(timeReports.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function verifyAudits(ids: string[]): Promise<string[]> {
  const rows = await app.database.db
    .select({ entityId: auditLogs.entityId })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "verify"), inArray(auditLogs.entityId, ids)));
  return rows.map((r) => r.entityId).sort();
}

/** Two workers with reports in week 47 and one in week 46; each test gets its own. */
async function setup() {
  const [{ admin, anna, bo }, project] = await Promise.all([signedInAs(app, { admin: "admin", anna: "worker", bo: "worker" }), app.createProject()]);
  const a1 = await report(anna, project.id, "2026-11-16");
  const a2 = await report(anna, project.id, "2026-11-17");
  const aOld = await report(anna, project.id, "2026-11-10");
  const b1 = await report(bo, project.id, "2026-11-17");
  const bSick = (await bo.client.post<TimeReport>("/api/time-reports", absenceInput({ date: "2026-11-18" }))).body;
  return { admin, anna, bo, project, a1, a2, aOld, b1, bSick };
}

describe("bulk verify", () => {
  it("is for admins only: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [["POST", "/api/time-reports/verify"]]);
  });

  it("verifies the reports named by id, and only those", async () => {
    const { admin, a1, b1, a2 } = await setup();
    const res = await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { ids: [a1.id, b1.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: 2, awaitingApproval: 0 });
    expect(await statuses([a1.id, b1.id, a2.id])).toEqual({ [a1.id]: "verified", [b1.id]: "verified", [a2.id]: "submitted" });
    expect(await verifyAudits([a1.id, b1.id, a2.id])).toEqual([a1.id, b1.id].sort());
    const one = await admin.client.get<TimeReport>(`/api/time-reports/${a1.id}`);
    expect(one.body).toMatchObject({ status: "verified", isVerified: true });
  });

  it("verifies a period for one worker, leaving other workers, other weeks, drafts and verified reports untouched", async () => {
    const { admin, anna, a1, a2, aOld, b1 } = await setup();
    const project = await app.createProject();
    const returned = await report(anna, project.id, "2026-11-18");
    await admin.client.post(`/api/time-reports/${returned.id}/return`, { reason: "Fel projekt angivet" });
    expect((await admin.client.post(`/api/time-reports/${a1.id}/verify`)).status).toBe(200);

    const res = await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", {
      workerId: anna.user.id,
      startDate: "2026-11-16",
      endDate: "2026-11-22",
    });
    expect(res.body).toEqual({ verified: 1, awaitingApproval: 0 });
    expect(await statuses([a1.id, a2.id, aOld.id, b1.id, returned.id])).toEqual({
      [a1.id]: "verified",
      [a2.id]: "verified",
      [aOld.id]: "submitted",
      [b1.id]: "submitted",
      [returned.id]: "draft",
    });
    // One audit row per report verified: a1's own single verify and a2's from the bulk.
    expect(await verifyAudits([a1.id, a2.id, aOld.id, b1.id, returned.id])).toEqual([a1.id, a2.id].sort());
  });

  it("verifies a period for every worker, absence included", async () => {
    const { admin, a1, a2, b1, bSick, aOld } = await setup();
    const res = await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { startDate: "2026-11-16", endDate: "2026-11-18" });
    // Other tests' reports share the database: count only ours.
    expect(res.body.verified).toBeGreaterThanOrEqual(4);
    const after = await statuses([a1.id, a2.id, b1.id, bSick.id, aOld.id]);
    expect(after).toEqual({ [a1.id]: "verified", [a2.id]: "verified", [b1.id]: "verified", [bSick.id]: "verified", [aOld.id]: "submitted" });
    const again = await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { ids: [a1.id, a2.id] });
    expect(again.body).toEqual({ verified: 0, awaitingApproval: 0 });
  });

  it("verifies each report once when two bulk verifies of the same reports run at once", async () => {
    const { admin, anna, project } = await setup();
    const ids = [];
    for (const date of ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]) ids.push((await report(anna, project.id, date)).id);
    const [first, second] = await Promise.all([
      admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { ids }),
      admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { ids }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.verified + second.body.verified).toBe(ids.length);
    expect(await verifyAudits(ids)).toEqual([...ids].sort());
  });

  it("refuses a body that names neither reports nor a period, with a Swedish message", async () => {
    const { admin } = await setup();
    const empty = await admin.client.post<ApiErrorBody>("/api/time-reports/verify", {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.ids).toBe("Ange rapporter eller en period att attestera");
    const halfPeriod = await admin.client.post<ApiErrorBody>("/api/time-reports/verify", { startDate: "2026-11-16" });
    expect(halfPeriod.status).toBe(400);
    const reversed = await admin.client.post<ApiErrorBody>("/api/time-reports/verify", { startDate: "2026-11-20", endDate: "2026-11-16" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.endDate).toBe("Startdatum måste vara före slutdatum.");
  });

  it("leaves the single verify at /api/time-reports/{id}/verify working beside it", async () => {
    const { admin, a1 } = await setup();
    const res = await admin.client.post<TimeReport>(`/api/time-reports/${a1.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("verified");
    expect((await admin.client.post(`/api/time-reports/${a1.id}/verify`)).status).toBe(409);
  });
});
