/**
 * The SMTP mailer (server/auth/mailer.ts), cross-cutting: createMailer with SMTP_URL, sending
 * to a local SMTP server, and the mailed link used to reset the password.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/auth/mailer";
import { createLogger } from "../../server/lib/logger";
import { uniqueEmail } from "../support/builders";
import { startTestApp, type TestApp } from "./helpers/test-app";

interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  text: string;
}

const FROM = "Tidrapport <no-reply@tidrapport.test>";

let smtp: SMTPServer;
let smtpPort: number;
const received: ReceivedMail[] = [];
let app: TestApp;

/** The body of a single-part message, with its Content-Transfer-Encoding undone. */
function decodeBody(raw: string): { headers: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return { headers, text: Buffer.from(body, "base64").toString("utf8") };
  if (encoding === "quoted-printable") {
    const joined = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i], "utf8"));
    }
    return { headers, text: Buffer.from(bytes).toString("utf8") };
  }
  return { headers, text: body };
}

/** Waits, bounded, for a message to `address`. */
async function waitForMail(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received.find((m) => m.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { headers, text } = decodeBody(Buffer.concat(chunks).toString("utf8"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: FROM, logger: createLogger("silent") });
  app = await startTestApp({ mailer });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe("password reset by SMTP", () => {
  it("mails a working reset link to an existing account, and nothing to an unknown address", async () => {
    const user = await app.createUser({ fullName: "Åsa Öberg" });
    const unknown = uniqueEmail("finns.inte");

    expect((await app.client().post("/api/forgot-password", { email: unknown })).status).toBe(200);
    const res = await app.client().post("/api/forgot-password", { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Om e-postadressen finns kommer du få ett återställningsmeddelande" });

    const mail = await waitForMail(user.email);
    expect(received.some((m) => m.to.includes(unknown))).toBe(false);
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
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, logger: createLogger("silent") }),
    });
    try {
      const user = await unreachable.createUser();
      const res = await unreachable.client().post("/api/forgot-password", { email: user.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Om e-postadressen finns kommer du få ett återställningsmeddelande" });
      // Give the failed delivery time to settle; an unhandled rejection would fail this file.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});
