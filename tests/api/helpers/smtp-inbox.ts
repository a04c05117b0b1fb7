import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope sender. */
  from: string;
  to: string[];
  headers: string;
  /** The Subject header, unfolded and with its RFC 2047 encoded words decoded. */
  subject: string;
  text: string;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header as text; a space between two words goes. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) => {
    if (kind.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
    const bytes = data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  });
}

function subjectOf(headers: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  return decodeWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? "");
}

/** The body of a single-part message, with its Content-Transfer-Encoding undone. */
function decodeBody(raw: string): { headers: string; subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = subjectOf(headers);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return { headers, subject, text: Buffer.from(body, "base64").toString("utf8") };
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
    return { headers, subject, text: Buffer.from(bytes).toString("utf8") };
  }
  return { headers, subject, text: body };
}

export interface SmtpInbox {
  url: string;
  received: ReceivedMail[];
  /** Waits, bounded, for a message to `address`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps every message it receives, for tests of mails sent.
 * `onMail` also hands each one on as it arrives (the browser tests write them to a file).
 */
export async function startSmtpInbox(options: { onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...decodeBody(Buffer.concat(chunks).toString("utf8")),
        };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
