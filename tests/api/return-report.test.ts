/**
 * Sending a report back for correction (docs/product-rules.md §6): POST /api/time-reports/{id}/return turns
 * a submitted report into a draft with the reason, audits it and mails the worker; the
 * worker's save sends it again.
 */
import net, { type AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../shared/schema";
import type { ApiErrorBody, TimeReport } from "../../shared/types";
import { createMailer } from "../../server/auth/mailer";
import { createLogger } from "../../server/lib/logger";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel projekt, det var Sjöboden";

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
  const body = reportInput({ projectId: project.id, date: "2026-11-19" });
  const report = (await worker.client.post<TimeReport>("/api/time-reports", body)).body;
  return { worker, admin, project, body, report };
}

describe("sending a report back", () => {
  // And for an arbetsledare of the report's project (docs/product-rules.md §18): tests/api/approvals.test.ts.
  it("is refused to a worker who does not lead the report's project (403), and to a customer (403)", async () => {
    const { report } = await submitted();
    const { other, customer } = await signedInAs(app, { other: "worker", customer: "customer" });
    expect((await app.client().post(`/api/time-reports/${report.id}/return`, { reason: REASON })).status).toBe(401);
    expect((await other.client.post(`/api/time-reports/${report.id}/return`, { reason: REASON })).status).toBe(403);
    expect((await customer.client.post(`/api/time-reports/${report.id}/return`, { reason: REASON })).status).toBe(403);
  });

  it("turns a submitted report into a draft with the reason, audited, and mails the worker", async () => {
    const { worker, admin, report } = await submitted();
    const res = await admin.client.post<TimeReport>(`/api/time-reports/${report.id}/return`, { reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: report.id, status: "draft", isVerified: false, returnReason: REASON });

    const audit = await app.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, report.id), eq(auditLogs.action, "return")));
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(admin.user.id);
    expect(audit[0].changes).toMatchObject({ before: { status: "submitted" }, after: { status: "draft", returnReason: REASON } });

    const mail = await inbox.waitFor(worker.user.email);
    expect(mail.text).toContain(`Din tidrapport för 2026-11-19 har skickats tillbaka: ${REASON}`);
  });

  it("validates the reason: 10 to 500 characters", async () => {
    const { admin, report } = await submitted();
    const short = await admin.client.post<ApiErrorBody>(`/api/time-reports/${report.id}/return`, { reason: "För kort" });
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    const long = await admin.client.post<ApiErrorBody>(`/api/time-reports/${report.id}/return`, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.reason).toBe("Anledningen får vara högst 500 tecken");
    const missing = await admin.client.post<ApiErrorBody>(`/api/time-reports/${report.id}/return`, {});
    expect(missing.status).toBe(400);
    expect((await admin.client.post(`/api/time-reports/${report.id}/return`, { reason: "x".repeat(500) })).status).toBe(200);
  });

  it("sends back only submitted reports: 409 for a draft or a verified report, 404 for none", async () => {
    const { admin, report } = await submitted();
    expect((await admin.client.post(`/api/time-reports/${report.id}/return`, { reason: REASON })).status).toBe(200);
    const again = await admin.client.post<ApiErrorBody>(`/api/time-reports/${report.id}/return`, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Endast inskickade rapporter kan skickas tillbaka");
    // A draft can be neither verified nor rejected either.
    expect((await admin.client.post(`/api/time-reports/${report.id}/verify`)).status).toBe(409);
    expect((await admin.client.delete(`/api/time-reports/${report.id}`)).status).toBe(409);

    const other = await submitted();
    expect((await other.admin.client.post(`/api/time-reports/${other.report.id}/verify`)).status).toBe(200);
    expect((await other.admin.client.post(`/api/time-reports/${other.report.id}/return`, { reason: REASON })).status).toBe(409);
    expect((await admin.client.post(`/api/time-reports/00000000-0000-4000-8000-000000000000/return`, { reason: REASON })).status).toBe(404);
  });

  it("shows the reason to its worker only, and the worker's save sends it again with the reason cleared", async () => {
    const { worker, admin, body, report } = await submitted();
    await admin.client.post(`/api/time-reports/${report.id}/return`, { reason: REASON });

    const mine = await worker.client.get<TimeReport[]>("/api/time-reports");
    expect(mine.body.find((r) => r.id === report.id)).toMatchObject({ status: "draft", returnReason: REASON });
    const { client: stranger } = await app.signedIn("worker");
    expect((await stranger.get(`/api/time-reports/${report.id}`)).status).toBe(404);
    expect((await stranger.put(`/api/time-reports/${report.id}`, body)).status).toBe(404);

    const resent = await worker.client.put<TimeReport>(`/api/time-reports/${report.id}`, { ...body, description: "Rättat: Sjöboden, gjutning" });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ status: "submitted", returnReason: null, description: "Rättat: Sjöboden, gjutning" });
    expect((await admin.client.post(`/api/time-reports/${report.id}/verify`)).status).toBe(200);
  });

  it("keeps the status and the reason when an admin corrects a sent-back report", async () => {
    const { admin, body, report } = await submitted();
    await admin.client.post(`/api/time-reports/${report.id}/return`, { reason: REASON });
    const corrected = await admin.client.put<TimeReport>(`/api/time-reports/${report.id}`, { ...body, hours: "6" });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: "draft", returnReason: REASON, hours: "6.00" });
  });

  it("sends back an absence report too", async () => {
    const { worker, admin } = await submitted();
    const sick = (await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ date: "2026-11-18" }))).body;
    const res = await admin.client.post<TimeReport>(`/api/time-reports/${sick.id}/return`, { reason: "Var det inte semester?" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "draft", project: null, timeCode: "SJK" });
  });
});

describe("sending back without a working mail server", () => {
  it("still sends the report back when the mail cannot be delivered", async () => {
    // A port with nothing listening.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await startTestApp({
      database: app.database,
      now: () => NOW,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "x@tidrapport.test", logger: createLogger("silent"), logResetLinks: false }),
    });
    try {
      const { worker, admin } = await signedInAs(broken, { worker: "worker", admin: "admin" });
      const project = await broken.createProject();
      const report = (await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-19" }))).body;
      const res = await admin.client.post<TimeReport>(`/api/time-reports/${report.id}/return`, { reason: REASON });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("draft");
      // Let the failed delivery settle; an unhandled rejection would fail this file.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await broken.close();
    }
  });
});
