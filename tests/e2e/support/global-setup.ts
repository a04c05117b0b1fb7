import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpInbox } from "../../api/helpers/smtp-inbox";
import { startE2eServer } from "./server";

/**
 * One production server with the demo accounts for the whole run, mailing by SMTP to a local
 * inbox that writes each mail to a file, one JSON line each; the addresses go to the tests by env.
 * Its registration is open (REGISTRATION=open): the journeys make their own workers through
 * 'Skapa konto' and /api/register. The closed default is seen by invitations.spec.ts, which
 * starts a server of its own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-e2e-mail-"));
  const mailFile = path.join(mailDir, "mail.jsonl");
  const inbox = await startSmtpInbox({ onMail: (mail) => fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`) });
  const stopInbox = async () => {
    await inbox.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  try {
    server = await startE2eServer({ demoAccounts: true, smtpUrl: inbox.url, registration: "open" });
  } catch (error) {
    await stopInbox();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_MAIL_FILE = mailFile;
  return async () => {
    try {
      await server.stop();
    } finally {
      await stopInbox();
    }
  };
}
