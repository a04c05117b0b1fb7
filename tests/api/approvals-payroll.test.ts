/**
 * Two-level attest, payroll's part (docs/product-rules.md §18): with `approvalRequired` on, only
 * what an arbetsledare approved is attested, the preview counts what waits, and the export is
 * refused naming whom it waits for; off, attest works as before. The setting itself is read as
 * every payroll setting is: unknown keys survive a save, one that cannot be read is named.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings, timeReports } from "../../shared/schema";
import type { ApiErrorBody, BulkVerifyResult, Expense, PayrollExport, PayrollPreview, PayrollSettings, Project, TimeReport } from "../../shared/types";
import { absenceInput, payPeriod, payrollSettingsInput, previewPath, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { milInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";
import { withOurCompany } from "./helpers/payroll";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const AWAITING = "Väntar på arbetsledarens godkännande";
const REASON = "Fel dag, ska vara tisdag";

const app = useTestApp({ now: () => NOW });
withOurCompany(app);

/** The stored payroll settings, with `approvalRequired` as given (and whatever else the document holds). */
async function requireApproval(on: boolean): Promise<void> {
  await app.database.db.execute(sql`UPDATE app_settings SET value = value || jsonb_build_object('approvalRequired', ${on}::boolean) WHERE key = 'payroll'`);
}

let counter = 0;
async function crew() {
  const people = await signedInAs(app, {
    admin: { role: "admin", fullName: "Anna Admin" },
    lars: { role: "worker", fullName: "Lars Ledare" },
    bo: { role: "worker", fullName: "Bo Berg" },
  });
  await app.database.db.execute(sql`UPDATE users SET employee_number = ${`E-${++counter}-${people.bo.user.id.slice(0, 4)}`} WHERE id = ${people.bo.user.id}`);
  const led = (await people.admin.client.post<Project>("/api/projects", { projectNumber: `A${++counter}`, title: "Ledd", leaderIds: [people.lars.user.id] }))
    .body;
  return { ...people, led };
}

async function report(worker: SignedIn, projectId: string | null, date: string): Promise<TimeReport> {
  const res = await worker.client.post<TimeReport>("/api/time-reports", projectId ? reportInput({ projectId, date, hours: "8" }) : absenceInput({ date }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("with approvalRequired on", () => {
  it("attesting an unapproved report or expense is 409 'Väntar på arbetsledarens godkännande'; an approved one is attested and keeps its approval", async () => {
    const { admin, lars, bo, led } = await crew();
    await requireApproval(true);
    try {
      const r = await report(bo, led.id, "2026-11-02");
      const refused = await admin.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/verify`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(AWAITING);
      expect((await lars.client.post(`/api/time-reports/${r.id}/approve`, { updatedAt: r.updatedAt })).status).toBe(200);
      const verified = await admin.client.post<TimeReport>(`/api/time-reports/${r.id}/verify`);
      expect(verified.body).toMatchObject({ status: "verified", approvedBy: { id: lars.user.id } });
      // Undo attest leaves the approval; it can be attested again at once.
      const undone = await admin.client.post<TimeReport>(`/api/time-reports/${r.id}/unverify`, { reason: REASON });
      expect(undone.body).toMatchObject({ status: "submitted", approvedBy: { id: lars.user.id } });
      expect((await admin.client.post(`/api/time-reports/${r.id}/verify`)).status).toBe(200);

      const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id, date: "2026-11-03" }))).body;
      const driveRefused = await admin.client.post<ApiErrorBody>(`/api/expenses/${drive.id}/verify`);
      expect(driveRefused.status).toBe(409);
      expect(driveRefused.body.message).toBe(AWAITING);
      expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);
      expect((await admin.client.post<Expense>(`/api/expenses/${drive.id}/verify`)).body.status).toBe("verified");
    } finally {
      await requireApproval(false);
    }
  });

  it("attesting many attests only the approved and answers {verified, awaitingApproval}", async () => {
    const { admin, lars, bo, led } = await crew();
    await requireApproval(true);
    try {
      const a = await report(bo, led.id, "2026-11-09");
      const b = await report(bo, led.id, "2026-11-10");
      const c = await report(bo, null, "2026-11-11");
      expect((await lars.client.post(`/api/time-reports/${a.id}/approve`, {})).status).toBe(200);
      const res = await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", { ids: [a.id, b.id, c.id] });
      expect(res.body).toEqual({ verified: 1, awaitingApproval: 2 });
      const rows = await app.database.db
        .select({ id: timeReports.id, status: timeReports.status })
        .from(timeReports)
        .where(eq(timeReports.workerId, bo.user.id));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toMatchObject({ [a.id]: "verified", [b.id]: "submitted", [c.id]: "submitted" });
      const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id, date: "2026-11-10" }))).body;
      expect(
        (await admin.client.post<BulkVerifyResult>("/api/expenses/verify", { workerId: bo.user.id, startDate: "2026-11-09", endDate: "2026-11-15" })).body,
      ).toEqual({
        verified: 0,
        awaitingApproval: 1,
      });
      expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);
    } finally {
      await requireApproval(false);
    }
  });

  it("the preview counts what waits, overall and per worker; the export is refused naming the arbetsledare, then goes once approved and attested", async () => {
    const { admin, lars, bo, led } = await crew();
    const period = payPeriod("2026-10-05", "2026-10-11");
    const onLed = await report(bo, led.id, "2026-10-06");
    const sick = await report(bo, null, "2026-10-07");
    const drive = (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: led.id, date: "2026-10-08" }))).body;

    // Off: nothing waits for an arbetsledare; unattested reports block the export as before.
    const off = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    expect(off.awaitingApproval).toBe(0);
    expect(off.workers.find((w) => w.worker.id === bo.user.id)?.awaitingApproval).toBe(0);

    await requireApproval(true);
    try {
      const on = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
      expect(on.awaitingApproval).toBe(3);
      expect(on.workers.find((w) => w.worker.id === bo.user.id)?.awaitingApproval).toBe(3);
      const refused = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("3 rapporter och ersättningar i perioden väntar på arbetsledarens godkännande: Lars Ledare, en administratör");

      expect((await lars.client.post(`/api/time-reports/${onLed.id}/approve`, {})).status).toBe(200);
      expect((await lars.client.post(`/api/expenses/${drive.id}/approve`, {})).status).toBe(200);
      const one = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
      expect(one.body.message).toBe("1 rapport eller ersättning i perioden väntar på arbetsledarens godkännande: en administratör");
      expect((await admin.client.post(`/api/time-reports/${sick.id}/approve`, {})).status).toBe(200);
      expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.awaitingApproval).toBe(0);
      // Approved but not attested: blocked as any unattested report.
      expect((await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true })).body.message).toBe(
        "2 rapporter i perioden är inte attesterade",
      );
      expect((await admin.client.post<BulkVerifyResult>("/api/time-reports/verify", period)).body).toEqual({ verified: 2, awaitingApproval: 0 });
      expect((await admin.client.post(`/api/expenses/${drive.id}/verify`)).status).toBe(200);
      const exported = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
      expect(exported.status, exported.text).toBe(201);
    } finally {
      await requireApproval(false);
    }
  });
});

describe("the setting approvalRequired", () => {
  it("is off by default, saved with PUT /api/settings/payroll, and a save keeps what this version does not know", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    expect((await admin.client.get<PayrollSettings>("/api/settings/payroll")).body.approvalRequired).toBe(false);
    await app.database.db.execute(sql`UPDATE app_settings SET value = value || '{"nyInställning": 7}'::jsonb WHERE key = 'payroll'`);
    const saved = await admin.client.put<PayrollSettings>("/api/settings/payroll", payrollSettingsInput({ approvalRequired: true }));
    expect(saved.status).toBe(200);
    expect(saved.body.approvalRequired).toBe(true);
    expect((await admin.client.get<PayrollSettings>("/api/settings/payroll")).body.approvalRequired).toBe(true);
    const [row] = await app.database.db.select().from(appSettings).where(eq(appSettings.key, "payroll"));
    expect(row.value).toMatchObject({ approvalRequired: true, nyInställning: 7 });
    const bad = await admin.client.put<ApiErrorBody>("/api/settings/payroll", { ...payrollSettingsInput(), approvalRequired: "ja" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.approvalRequired).toBe("Ange om arbetsledarens godkännande krävs (true eller false)");
    await requireApproval(false);
  });

  it("when stored unreadable is named in the settings, and attest and export are refused naming it, never read as off", async () => {
    const { admin, bo, led } = await crew();
    const r = await report(bo, led.id, "2026-09-08");
    await app.database.db.execute(sql`UPDATE app_settings SET value = value || '{"approvalRequired": "ja"}'::jsonb WHERE key = 'payroll'`);
    try {
      const settings = (await admin.client.get<PayrollSettings>("/api/settings/payroll")).body;
      expect(settings.unreadable).toEqual([{ setting: "approvalRequired", name: "Arbetsledarens godkännande" }]);
      const message = "Löneinställningen Arbetsledarens godkännande kan inte läsas – öppna Lön › Inställningar och spara den igen";
      const verify = await admin.client.post<ApiErrorBody>(`/api/time-reports/${r.id}/verify`);
      expect(verify.status).toBe(409);
      expect(verify.body.message).toBe(message);
      expect((await admin.client.post<ApiErrorBody>("/api/time-reports/verify", { ids: [r.id] })).body.message).toBe(message);
      expect((await admin.client.get<ApiErrorBody>(previewPath(payPeriod("2026-09-07", "2026-09-13")))).body.message).toBe(message);
      expect((await app.database.db.select().from(timeReports).where(eq(timeReports.id, r.id)))[0].status).toBe("submitted");
    } finally {
      await requireApproval(false);
    }
  });
});
