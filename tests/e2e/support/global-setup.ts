import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Starts the built production server (`npm run build` ran before) on a free port with a
 * fresh database: an embedded one in a temp folder, or a new database on the server in
 * TEST_DATABASE_URL. Its log goes to a file the tests read (the development reset link).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const port = 5400 + Math.floor(Math.random() * 400);
  const baseUrl = `http://127.0.0.1:${port}`;

  let dropDatabase: (() => Promise<void>) | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DEMO_ACCOUNTS: "true",
    PUBLIC_URL: baseUrl,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tidrapport_e2e_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }

  const log = fs.openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: ["ignore", log, log] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start:\n${fs.readFileSync(logFile, "utf8")}`);
    try {
      const res = await fetch(`${baseUrl}/api/admin/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start in 60 s:\n${fs.readFileSync(logFile, "utf8")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_DATABASE_URL = env.DATABASE_URL ?? "";
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
