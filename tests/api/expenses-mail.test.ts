/**
 * The mails of an admin's decision on an expense (docs/product-rules.md §16), through a real SMTP
 * server: sent back, the worker is told which expense and why; rejected with a reason, that it
 * is removed and why. Rejected without a reason, nothing is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Expense } from "../../shared/types";
import { createMailer } from "../../server/auth/mailer";
import { createLogger } from "../../server/lib/logger";
import { signedInAs } from "../support/builders";
import { milInput, traktInput } from "./helpers/expenses";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Resan gällde Gävle, inte Sundsvall";

let app: TestApp;
let inbox: SmtpInbox;
const received: string[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox({ onMail: (mail) => received.push(...mail.to) });
  const mailer = createMailer({ smtpUrl: inbox.url, from: "Tidrapport <no-reply@tidrapport.test>", logger: createLogger("silent"), logResetLinks: false });
  app = await startTestApp({ now: () => NOW, mailer });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

describe("mails about an expense", () => {
  it("tells the worker an expense was sent back, naming its kind, date and the reason", async () => {
    const { worker, admin } = await signedInAs(app, { worker: { role: "worker", fullName: "Åsa Öberg" }, admin: "admin" });
    const trip = (await worker.client.post<Expense>("/api/expenses", traktInput())).body;
    expect((await admin.client.post(`/api/expenses/${trip.id}/return`, { reason: REASON })).status).toBe(200);
    const mail = await inbox.waitFor(worker.user.email);
    expect(mail.text).toContain("Hej Åsa Öberg!");
    expect(mail.text).toContain(`Din ersättning (Traktamente) för 2026-11-16 har skickats tillbaka: ${REASON}`);
    expect(mail.text).toContain("Öppna ersättningen i Tidrapport, rätta den och skicka den igen.");
  });

  it("tells the worker an expense was rejected with the reason, and sends nothing for a reject without one", async () => {
    const { worker, quiet, admin } = await signedInAs(app, { worker: "worker", quiet: "worker", admin: "admin" });
    const drive = (await worker.client.post<Expense>("/api/expenses", milInput())).body;
    const silent = (await quiet.client.post<Expense>("/api/expenses", milInput())).body;
    expect((await admin.client.delete(`/api/expenses/${silent.id}`)).status).toBe(200);
    expect((await admin.client.request("DELETE", `/api/expenses/${drive.id}`, { reason: REASON })).status).toBe(200);
    const mail = await inbox.waitFor(worker.user.email);
    expect(mail.text).toContain(`Din ersättning (Milersättning) för 2026-11-18 har nekats: ${REASON}`);
    expect(mail.text).toContain("Ersättningen är borttagen. Skicka in den på nytt om det behövs.");
    // The reject with a reason was sent after the one without: had that one mailed, it would be here by now.
    expect(received).not.toContain(quiet.user.email);
  });
});
