import fs from "node:fs";
import path from "node:path";
import { startSmtpInbox } from "../../api/helpers/smtp-inbox";
import { startE2eServer } from "./server";

/**
 * One production server with the demo accounts for the whole run, mailing by SMTP to a local
 * inbox that writes each mail to a file; the addresses go to the tests by env.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let mailFile = "";
  const inbox = await startSmtpInbox({ onMail: (mail) => fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`) });
  const server = await startE2eServer({ demoAccounts: true, smtpUrl: inbox.url });
  mailFile = path.join(server.dataDir, "mail.jsonl");
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_MAIL_FILE = mailFile;
  return async () => {
    await server.stop();
    await inbox.close();
  };
}
