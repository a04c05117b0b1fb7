/**
 * The SMTP mailer (server/auth/mailer.ts), cross-cutting: createMailer with SMTP_URL, sending
 * to a local SMTP server, and the mailed link used to reset the password.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/auth/mailer";
import { createLogger, type Logger } from "../../server/lib/logger";
import { uniqueEmail } from "../support/builders";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestApp, type TestApp } from "./helpers/test-app";

const FROM = "Tidrapport <no-reply@tidrapport.test>";

let inbox: SmtpInbox;
let app: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer({ smtpUrl: inbox.url, from: FROM, logger: createLogger("silent"), logResetLinks: false });
  app = await startTestApp({ mailer });
});

afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

describe("password reset by SMTP", () => {
  it("mails a working reset link to an existing account, and nothing to an unknown address", async () => {
    const user = await app.createUser({ fullName: "Åsa Öberg" });
    const unknown = uniqueEmail("finns.inte");

    expect((await app.client().post("/api/forgot-password", { email: unknown })).status).toBe(200);
    const res = await app.client().post("/api/forgot-password", { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: "done.reset-mail-sent", message: "Om e-postadressen finns kommer du få ett återställningsmeddelande" });

    const mail = await inbox.waitFor(user.email);
    expect(inbox.received.some((m) => m.to.includes(unknown))).toBe(false);
    expect(mail.from).toBe("no-reply@tidrapport.test");
    expect(mail.headers).toMatch(/^to:.*<[^>]+>/im);
    expect(mail.text).toContain("Hej Åsa Öberg!");

    const link = new RegExp(`${app.config.publicUrl.replace(/\./g, "\\.")}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? "";

    const reset = await app.client().post("/api/reset-password", { token, newPassword: "nytt-lösen-1" });
    expect(reset.status).toBe(200);
    expect((await app.client().post("/api/login", { email: user.email, password: "nytt-lösen-1" })).status).toBe(200);
    expect((await app.client().post("/api/login", { email: user.email, password: user.plainPassword })).status).toBe(401);
  });

  it("answers the same when the SMTP server cannot be reached", async () => {
    // A port with nothing listening.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = await startTestApp({
      database: app.database,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, logger: createLogger("silent"), logResetLinks: false }),
    });
    try {
      const user = await unreachable.createUser();
      const res = await unreachable.client().post("/api/forgot-password", { email: user.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: "done.reset-mail-sent", message: "Om e-postadressen finns kommer du få ett återställningsmeddelande" });
      // Give the failed delivery time to settle; an unhandled rejection would fail this file.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(inbox.received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});

describe("password reset without SMTP_URL", () => {
  const link = "http://127.0.0.1:5000/reset-password?token=hemlig-token-123";
  const to = { email: "asa.oberg@example.se", fullName: "Åsa Öberg", locale: "sv" as const };

  function capturingLogger(lines: string[]): Logger {
    const keep = (level: string) => (msg: string, extra?: Record<string, unknown>) => lines.push(`${level} ${msg} ${JSON.stringify(extra ?? {})}`);
    return { debug: keep("debug"), info: keep("info"), warn: keep("warn"), error: keep("error") };
  }

  it("writes the link to a development server's log", async () => {
    const lines: string[] = [];
    await createMailer({ from: FROM, logger: capturingLogger(lines), logResetLinks: true }).sendPasswordReset(to, link);
    expect(lines.join("\n")).toContain(link);
  });

  it("keeps the token out of a production server's log and says that no mail was sent", async () => {
    const lines: string[] = [];
    await createMailer({ from: FROM, logger: capturingLogger(lines), logResetLinks: false }).sendPasswordReset(to, link);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn .*no mail was sent/);
    expect(lines[0]).not.toContain("hemlig-token-123");
  });
});
