/**
 * Rejecting ('Neka') with a reason (docs/product-rules.md §6): DELETE /api/time-reports/{id}
 * takes an optional `{reason}`, keeps it in the audit row and mails the worker; the worker
 * sees its rejected reports of the last 30 days at GET /api/time-reports/rejected.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../shared/schema";
import type { ApiErrorBody, RejectedReportNotice, TimeReport } from "../../shared/types";
import { createMailer } from "../../server/auth/mailer";
import { createLogger } from "../../server/lib/logger";
import { reportInput, signedInAs } from "../support/builders";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestApp, type TestApp } from "./helpers/test-app";
import { withGuardsOff } from "./helpers/guards-off";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Dubbelrapporterad, finns redan på Sjöboden";

let app: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer({ smtpUrl: inbox.url, from: "Tidrapport <no-reply@tidrapport.test>", logger: createLogger("silent"), logResetLinks: false });
  app = await startTestApp({ now: () => NOW, mailer });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

async function submitted() {
  const [{ worker, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", admin: "admin" }), app.createProject()]);
  const body = reportInput({ projectId: project.id, date: "2026-11-19", hours: "7.5" });
  const report = (await worker.client.post<TimeReport>("/api/time-reports", body)).body;
  return { worker, admin, project, report };
}

const rejectAudit = (id: string) =>
  app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, "reject")));

describe("rejecting with a reason", () => {
  it("removes the report, keeps the reason in the audit row and mails the worker", async () => {
    const { worker, admin, project, report } = await submitted();
    const res = await admin.client.request("DELETE", `/api/time-reports/${report.id}`, { reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: report.id, rejected: true });
    expect((await admin.client.get(`/api/time-reports/${report.id}`)).status).toBe(404);

    const audit = await rejectAudit(report.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(admin.user.id);
    expect(audit[0].changes).toMatchObject({ before: { status: "submitted", date: "2026-11-19" }, after: { reason: REASON } });

    const mail = await inbox.waitFor(worker.user.email);
    expect(mail.headers).toMatch(/^subject: Tidrapport nekad/im);
    expect(mail.text).toContain(`Din tidrapport för 2026-11-19 (7,5 h, ${project.projectNumber} ${project.title}) har nekats: ${REASON}`);
  });

  it("without a body behaves as before: removed, audited without a reason, no mail", async () => {
    const { worker, admin, report } = await submitted();
    const res = await admin.client.delete(`/api/time-reports/${report.id}`);
    expect(res.status).toBe(200);
    const audit = await rejectAudit(report.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].changes?.after).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.received.some((m) => m.to.includes(worker.user.email))).toBe(false);
  });

  it("answers 400 for a reason too short or too long, and removes nothing", async () => {
    const { worker, admin, report } = await submitted();
    const short = await admin.client.request<ApiErrorBody>("DELETE", `/api/time-reports/${report.id}`, { reason: "För kort" });
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    const long = await admin.client.request<ApiErrorBody>("DELETE", `/api/time-reports/${report.id}`, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect((await worker.client.get(`/api/time-reports/${report.id}`)).status).toBe(200);
    expect(await rejectAudit(report.id)).toHaveLength(0);
  });
});

describe("GET /api/time-reports/rejected", () => {
  it("shows the worker its own rejected reports with reason and who, not another's, not older than 30 days", async () => {
    const { worker, admin, project, report } = await submitted();
    const other = await submitted();
    const old = (await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-18", hours: "4" }))).body;
    for (const r of [report, other.report, old]) {
      expect((await admin.client.request("DELETE", `/api/time-reports/${r.id}`, { reason: REASON })).status).toBe(200);
    }
    // The audit trail is append-only: its time is moved back past the guards.
    await withGuardsOff(app.database.db, (tx) =>
      tx
        .update(auditLogs)
        .set({ timestamp: sql`now() - interval '31 days'` })
        .where(and(eq(auditLogs.entityId, old.id), eq(auditLogs.action, "reject"))),
    );

    const res = await worker.client.get<RejectedReportNotice[]>("/api/time-reports/rejected");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: report.id,
        date: "2026-11-19",
        hours: "7.50",
        timeCode: "ARB",
        project: { id: project.id, projectNumber: project.projectNumber, title: project.title },
        reason: REASON,
        rejectedAt: expect.any(String),
        rejectedBy: { fullName: admin.user.fullName },
      },
    ]);
  });

  it("is for signed-in staff: 401 signed out", async () => {
    expect((await app.client().get("/api/time-reports/rejected")).status).toBe(401);
  });
});
