import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpInbox } from "../../api/helpers/smtp-inbox";
import { startE2eServer, type E2eServer } from "./server";

/**
 * Two production servers for the whole run, started side by side:
 *
 * - the shared one, with the demo accounts, mailing by SMTP to a local inbox that writes each
 *   mail to a file, one JSON line each. Its registration is open (REGISTRATION=open): the
 *   journeys make their own workers through /api/register (support/accounts.ts).
 * - a new installation for new-installation.spec.ts: no demo accounts, no SMTP_URL and the
 *   production default REGISTRATION (invite).
 *
 * Their addresses go to the tests by env.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-e2e-mail-"));
  const mailFile = path.join(mailDir, "mail.jsonl");
  const inbox = await startSmtpInbox({ onMail: (mail) => fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`) });
  const stopInbox = async () => {
    await inbox.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  const starting = [startE2eServer({ demoAccounts: true, smtpUrl: inbox.url, registration: "open" }), startE2eServer({ demoAccounts: false })];
  const started = await Promise.allSettled(starting);
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => {
    try {
      await Promise.all(servers.map((s) => s.stop()));
    } finally {
      await stopInbox();
    }
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [shared, fresh] = servers as [E2eServer, E2eServer];
  process.env.E2E_BASE_URL = shared.baseUrl;
  process.env.E2E_SERVER_LOG = shared.logFile;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_NEW_INSTALLATION_URL = fresh.baseUrl;
  process.env.E2E_NEW_INSTALLATION_LOG = fresh.logFile;
  return stopAll;
}
