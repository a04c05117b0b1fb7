import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServerDatabase } from "../../support/server-database";

export interface E2eServer {
  baseUrl: string;
  logFile: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * How long a server may take to start: a new embedded database is made and migrated, which on
 * a 2-core host loaded by others took up to a minute with the two servers of the global setup
 * starting side by side.
 */
const START_TIMEOUT_MS = 180_000;

/** Tries at a new port when the one drawn is taken (another process listens, or holds it for a connection). */
const PORT_ATTEMPTS = 5;

/**
 * A port to try: below Linux's range for outgoing connections (32768-60999 by default), where
 * the database clients of the test run take theirs, so that a clash is rare; it is retried anyway.
 */
const drawPort = () => 20_000 + Math.floor(Math.random() * 12_000);

/**
 * Starts the built production server (`npm run build` ran before) on a free port with a
 * fresh database. Its log goes to a file. With `smtpUrl` it mails reset links there; a
 * production server never writes them to its log. `registration` sets REGISTRATION; left out,
 * the production default (`invite`) holds.
 */
export async function startE2eServer(options: { demoAccounts: boolean; smtpUrl?: string; registration?: "invite" | "open" }): Promise<E2eServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl, "tidrapport_e2e") : undefined;
  for (let attempt = 1; ; attempt++) {
    let started: Awaited<ReturnType<typeof startAt>>;
    try {
      started = await startAt(drawPort(), { ...options, dataDir, logFile, databaseUrl: database?.url });
      if (started === "port taken" && attempt >= PORT_ATTEMPTS)
        throw new Error(`Server found ${PORT_ATTEMPTS} ports taken:\n${fs.readFileSync(logFile, "utf8")}`);
    } catch (error) {
      // A server that never started leaves no database or folder behind.
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    if (started === "port taken") continue;
    const { child, log, baseUrl } = started;
    return {
      baseUrl,
      logFile,
      dataDir,
      async stop() {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await new Promise((r) => child.once("exit", r));
        }
        fs.closeSync(log);
        await database?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

async function startAt(
  port: number,
  options: { demoAccounts: boolean; dataDir: string; logFile: string; databaseUrl?: string; smtpUrl?: string; registration?: "invite" | "open" },
): Promise<{ child: ChildProcess; log: number; baseUrl: string } | "port taken"> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DEMO_ACCOUNTS: String(options.demoAccounts),
    PUBLIC_URL: baseUrl,
    // Each test sends its own client address (fixtures.ts), as browsers behind a proxy would.
    TRUST_PROXY: "loopback",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REGISTRATION;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.registration) env.REGISTRATION = options.registration;
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;

  // Each attempt starts the log afresh: the tests read it from the start.
  const log = fs.openSync(options.logFile, "w");
  const child = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: ["ignore", log, log] });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const output = fs.readFileSync(options.logFile, "utf8");
      fs.closeSync(log);
      if (output.includes("EADDRINUSE")) return "port taken";
      throw new Error(`Server exited during start:\n${output}`);
    }
    try {
      // Its own line first: a server of another run that holds the port must not pass for it.
      const ours = fs.readFileSync(options.logFile, "utf8").includes(`running at ${baseUrl}`);
      if (ours && (await fetch(`${baseUrl}/api/admin/status`)).ok) return { child, log, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      fs.closeSync(log);
      throw new Error(`Server did not start in ${START_TIMEOUT_MS / 1000} s:\n${fs.readFileSync(options.logFile, "utf8")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A mail the e2e inbox received (global-setup.ts): its decoded subject and text. */
interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Waits until `mailFile` (one JSON mail a line, from global-setup.ts) holds a mail to `email`
 * that `wanted` accepts, and returns the last such mail.
 */
export async function mailTo(mailFile: string, email: string, wanted: (mail: SentMail) => boolean = () => true, timeoutMs = 10_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Whole lines only: the last may still be being written.
    const lines = fs.existsSync(mailFile) ? fs.readFileSync(mailFile, "utf8").split("\n").slice(0, -1) : [];
    const mails = lines.map((line) => JSON.parse(line) as SentMail).filter((m) => m.to.includes(email) && wanted(m));
    const last = mails[mails.length - 1];
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`No such mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const RESET_LINK = /\S+\/reset-password\?token=\S+/;

/** Waits until `mailFile` holds a reset link for `email`, and returns it. */
export async function resetLinkFromMail(mailFile: string, email: string, timeoutMs = 10_000): Promise<string> {
  const mail = await mailTo(mailFile, email, (m) => RESET_LINK.test(m.text), timeoutMs);
  return RESET_LINK.exec(mail.text)?.[0] ?? "";
}
