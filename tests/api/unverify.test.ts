/**
 * Undoing an attest (docs/product-rules.md §6): POST /api/time-reports/{id}/unverify {reason}
 * turns a verified report back into a submitted one, audited with the reason, unless its date
 * is in a locked pay period; after it, send back, reject and the worker's edit work as for any
 * submitted report, and a concurrent payroll export never keeps a report that is no longer
 * verified.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, timeReports } from "../../shared/schema";
import type { ApiErrorBody, PayrollExport, ReportHistoryEntry, TimeReport } from "../../shared/types";
import { addReports, payPeriod, reportInput, signedInAs } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { expectAdminOnly } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";
import { withOurCompany } from "./helpers/payroll";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel antal timmar, ska vara 6";
const LOCKED = "Perioden är låst för lön";
const NOT_VERIFIED = "Endast verifierade rapporter kan få attesten ångrad";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const app = useTestApp({ now: () => NOW });
withOurCompany(app);

const unverify = (admin: TestClient, id: string, body: unknown = { reason: REASON }) =>
  admin.post<TimeReport & ApiErrorBody>(`/api/time-reports/${id}/unverify`, body);

async function row(id: string) {
  const [found] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, id));
  return found;
}

async function unverifyAudits(id: string) {
  return app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, "unverify")));
}

let projectCounter = 0;
/** Project numbers here are short (a PAXml dimension id holds 10 characters), so the period can be exported. */
const shortProject = () => app.createProject({ projectNumber: `U${++projectCounter}` });

async function setEmployeeNumber(userId: string, number: string): Promise<void> {
  await app.database.db.execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${userId}`);
}

/** A worker with an employee number, an admin, a project and one verified report on `date`. */
async function verified(date = "2026-11-17") {
  const [{ worker, admin }, project] = await Promise.all([
    signedInAs(app, { worker: { role: "worker", fullName: "Bo Berg" }, admin: { role: "admin", fullName: "Anna Admin" } }),
    shortProject(),
  ]);
  await setEmployeeNumber(worker.user.id, `U-${worker.user.id.slice(0, 8)}`);
  const body = reportInput({ projectId: project.id, date, hours: "8" });
  const report = (await worker.client.post<TimeReport>("/api/time-reports", body)).body;
  expect((await admin.client.post(`/api/time-reports/${report.id}/verify`)).status).toBe(200);
  return { worker, admin, project, body, report };
}

describe("undoing an attest", () => {
  it("is for admins only: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [["POST", "/api/time-reports/:id/unverify"]]);
  });

  it("refuses the report's own worker too, changing nothing", async () => {
    const { worker, report } = await verified();
    expect((await unverify(worker.client, report.id)).status).toBe(403);
    expect((await row(report.id)).status).toBe("verified");
  });

  it("turns a verified report into a submitted one, audited with the reason, and the history shows it", async () => {
    const { admin, report } = await verified();
    const res = await unverify(admin.client, report.id, { reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: report.id, status: "submitted", isVerified: false, returnReason: null, lockedForPayroll: false });

    const audit = await unverifyAudits(report.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(admin.user.id);
    expect(audit[0].changes).toMatchObject({
      before: { status: "verified", isVerified: true },
      after: { status: "submitted", isVerified: false, reason: REASON },
    });

    const history = await admin.client.get<ReportHistoryEntry[]>(`/api/time-reports/${report.id}/history`);
    expect(history.body.map((h) => [h.action, h.user?.fullName])).toEqual([
      ["unverify", "Anna Admin"],
      ["verify", "Anna Admin"],
      ["create", "Bo Berg"],
    ]);
    expect(history.body[0].changes.after).toMatchObject({ status: "submitted", reason: REASON });
  });

  it("validates the reason: 10 to 500 characters after trimming, and a refused reason changes nothing", async () => {
    const { admin, report } = await verified();
    const before = await row(report.id);
    const short = await unverify(admin.client, report.id, { reason: "   För kort    " });
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    const long = await unverify(admin.client, report.id, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.reason).toBe("Anledningen får vara högst 500 tecken");
    const missing = await unverify(admin.client, report.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    expect(await row(report.id)).toEqual(before);
    expect(await unverifyAudits(report.id)).toEqual([]);

    expect((await unverify(admin.client, report.id, { reason: "x".repeat(500) })).status).toBe(200);
  });

  it("undoes only a verified report: 409 for a submitted or sent-back one, 404 for none", async () => {
    const { worker, admin, project, report } = await verified();
    expect((await unverify(admin.client, report.id)).status).toBe(200);
    const again = await unverify(admin.client, report.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_VERIFIED);

    const other = (await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-16", hours: "2" }))).body;
    expect((await admin.client.post(`/api/time-reports/${other.id}/return`, { reason: "Vilket projekt var det?" })).status).toBe(200);
    const draft = await unverify(admin.client, other.id);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(NOT_VERIFIED);
    expect((await row(other.id)).status).toBe("draft");

    expect((await unverify(admin.client, UNKNOWN_ID)).status).toBe(404);
    expect((await unverify(admin.client, "abc")).status).toBe(404);
    expect(await unverifyAudits(report.id)).toHaveLength(1);
  });

  it("refuses a report in a locked pay period (409, nothing changed) and allows it once the period is reopened", async () => {
    const { admin, report } = await verified("2026-10-06");
    const exported = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...payPeriod("2026-10-05", "2026-10-11"), acknowledgeWarnings: true });
    expect(exported.status, exported.text).toBe(201);
    const before = await row(report.id);

    const locked = await unverify(admin.client, report.id);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(LOCKED);
    expect(await row(report.id)).toEqual(before);
    expect(await unverifyAudits(report.id)).toEqual([]);

    const reopened = await admin.client.request("DELETE", `/api/payroll/exports/${exported.body.id}`, { reason: "Timmarna ska rättas" });
    expect(reopened.status).toBe(200);
    const res = await unverify(admin.client, report.id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("submitted");
  });
});

describe("after undoing an attest", () => {
  it("the admin can send the report back, and the worker's edit sends it again for a new attest", async () => {
    const { worker, admin, body, report } = await verified();
    await unverify(admin.client, report.id);
    const returned = await admin.client.post<TimeReport>(`/api/time-reports/${report.id}/return`, { reason: "Rätta timmarna till 6" });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: "draft", returnReason: "Rätta timmarna till 6" });

    const mine = await worker.client.get<TimeReport>(`/api/time-reports/${report.id}`);
    expect(mine.body).toMatchObject({ status: "draft", returnReason: "Rätta timmarna till 6" });
    const edited = await worker.client.put<TimeReport>(`/api/time-reports/${report.id}`, { ...body, hours: "6" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: "submitted", returnReason: null, hours: "6.00" });

    const reverified = await admin.client.post<TimeReport>(`/api/time-reports/${report.id}/verify`);
    expect(reverified.status).toBe(200);
    expect(reverified.body.status).toBe("verified");
    const history = await admin.client.get<ReportHistoryEntry[]>(`/api/time-reports/${report.id}/history`);
    expect(history.body.map((h) => h.action)).toEqual(["verify", "update", "return", "unverify", "verify", "create"]);
  });

  it("the admin can reject the report: it is gone", async () => {
    const { worker, admin, report } = await verified();
    await unverify(admin.client, report.id);
    const rejected = await admin.client.delete(`/api/time-reports/${report.id}`);
    expect(rejected.status).toBe(200);
    expect(await row(report.id)).toBeUndefined();
    expect((await worker.client.get(`/api/time-reports/${report.id}`)).status).toBe(404);
  });

  it("the worker can change it before it is attested again, as any submitted report", async () => {
    const { worker, admin, body, report } = await verified();
    // Verified: the worker's edit is refused.
    expect((await worker.client.put(`/api/time-reports/${report.id}`, { ...body, hours: "7" })).status).toBe(409);
    await unverify(admin.client, report.id);
    const edited = await worker.client.put<TimeReport>(`/api/time-reports/${report.id}`, { ...body, hours: "7" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: "submitted", hours: "7.00" });
  });
});

describe("undoing an attest while the period is exported", () => {
  it("never leaves a report that is not verified in an exported period", async () => {
    const { worker, admin } = await signedInAs(app, { worker: "worker", admin: "admin" });
    await setEmployeeNumber(worker.user.id, "K-1");
    const p = await shortProject();

    // One week per round, Monday to Sunday, from 5 January 2026. The worker reports one day of
    // each: the others are warnings, acknowledged in the first 12 rounds and not in the last 4.
    for (let round = 0; round < 16; round++) {
      const acknowledged = round < 12;
      const monday = new Date(Date.UTC(2026, 0, 5 + 7 * round));
      const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      const period = payPeriod(day(0), day(6));
      const [id] = await addReports(worker.client, admin.client, [{ projectId: p.id, date: day(2), hours: "8" }]);

      const exportIt = () =>
        admin.client.post<PayrollExport & ApiErrorBody>("/api/payroll/exports", acknowledged ? { ...period, acknowledgeWarnings: true } : period);
      const undo = () => unverify(admin.client, id);
      // Either is sent first: the export on even rounds, the unverify on odd ones.
      const exporting = round % 2 === 0 ? exportIt() : undefined;
      const undoing = undo();
      const [exported, undone] = await Promise.all([exporting ?? exportIt(), undoing]);

      const status = (await row(id)).status;
      if (!acknowledged) {
        // The export refuses either way: for the warnings when it ran first, for the report no
        // longer attested when the undo did; the undo always goes through, nothing is locked.
        expect(exported.status, `round ${round}: ${exported.text}`).toBe(409);
        expect(exported.body.message).toMatch(/^(Perioden har \d+ varningar?\.|1 rapport i perioden är inte attesterad$)/);
        expect(undone.status, `round ${round}`).toBe(200);
        expect(status).toBe("submitted");
      } else if (exported.status === 201) {
        expect(undone.status, `round ${round}`).toBe(409);
        expect(undone.body.message).toBe(LOCKED);
        expect(status).toBe("verified");
        expect(exported.body.reportCount).toBe(1);
      } else {
        expect(exported.status, `round ${round}: ${exported.text}`).toBe(409);
        expect(exported.body.message).toBe("1 rapport i perioden är inte attesterad");
        expect(undone.status).toBe(200);
        expect(status).toBe("submitted");
      }
      // Whatever came first: no exported, not reopened period holds a report that is not verified.
      const held = await app.database.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM time_reports r JOIN payroll_exports e
          ON e.reopened_at IS NULL AND r.date BETWEEN e.start_date AND e.end_date
        WHERE r.status <> 'verified'`);
      expect(held.rows[0].n, `round ${round}`).toBe(0);
    }
  });
});
