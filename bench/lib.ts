/** What every benchmark script shares: its storage, a server of its own, a signed-in cookie, medians and timings. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../server/db";
import { createAccount } from "../server/users";
import { createServerDatabase } from "../tests/support/server-database";

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The resident set of process `pid` now and at its peak so far, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

export interface BenchServerOptions {
  /** Modules loaded before the server with `node --import` (after tsx), such as bench/api-capture.ts. */
  imports?: string[];
  /** Variables added to the server's environment. */
  env?: NodeJS.ProcessEnv;
  /** "pipe" keeps the server's warnings off the console; the caller reads `child.stderr`. */
  stderr?: "inherit" | "pipe";
  /** Another server that prints "ready <url>" (bench/stack-server.ts); by default the app. */
  script?: string;
}

/** Starts bench/export-server.ts (the production app), or `options.script`, on the seeded database; resolves with its address. */
export async function startBenchServer(
  dataDir: string,
  databaseUrl: string | undefined,
  options: BenchServerOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const imports = ["tsx", ...(options.imports ?? [])].flatMap((module) => ["--import", module]);
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone, such as "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...imports, options.script ?? "bench/export-server.ts"], {
    env: { ...process.env, ...options.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "pipe", options.stderr ?? "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, url };
}

/** Stops a server from `startBenchServer` and waits until it has exited. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export const BENCH_ADMIN = { email: "bench@example.se", password: "benchmark" };

export interface BenchStorage {
  /** The server's DATA_DIR, and the embedded database's folder below it (`db`). */
  dataDir: string;
  /** A database of the run's own on the BENCH_DATABASE_URL server; undefined: the embedded one. */
  databaseUrl: string | undefined;
  /** A kept database seeded by an earlier run (`benchStorage`'s `keep`). */
  reused: boolean;
  /** Removes the folder and drops the database (never a kept one). */
  remove(): Promise<void>;
}

/**
 * A fresh temporary folder named after `name`, and with BENCH_DATABASE_URL a fresh database on
 * that server. With `keep` (a database's name) and BENCH_DATABASE_URL, that database instead,
 * created when missing and never dropped: `reused` tells whether it was there already.
 */
export async function benchStorage(name: string, keep?: string): Promise<BenchStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl && keep) {
    if (!/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`not a database name: ${keep}`);
    const url = new URL(serverUrl);
    url.pathname = `/${keep}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    let reused = true;
    try {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [keep]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE ${keep}`);
        reused = false;
      }
    } finally {
      await client.end();
    }
    return { dataDir, databaseUrl: url.toString(), reused, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverDatabase = serverUrl ? await createServerDatabase(serverUrl, "tidrapport_bench") : undefined;
  return {
    dataDir,
    databaseUrl: serverDatabase?.url,
    reused: false,
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await serverDatabase?.drop();
    },
  };
}

/** The admin every benchmark signs in as (BENCH_ADMIN). */
export async function createBenchAdmin(db: Db): Promise<void> {
  await createAccount(db, { username: "bench-admin", fullName: "Bänk Admin", ...BENCH_ADMIN, role: "admin" }, null);
}

/** The bench admin, `workers` workers with employee numbers ('arbetare1', E00001, ...) and `projects` projects ('P-1', ...). */
export async function seedPeopleAndProjects(db: Db, workers: number, projects: number): Promise<void> {
  await createBenchAdmin(db);
  await db.execute(sql`
    INSERT INTO users (username, password, full_name, email, role, employee_number)
    SELECT 'arbetare' || g, 'x', 'Arbetare Åström ' || g, 'arbetare' || g || '@example.se', 'worker', 'E' || lpad(g::text, 5, '0')
    FROM generate_series(1, ${workers}) g`);
  await db.execute(sql`INSERT INTO projects (project_number, title) SELECT 'P-' || g, 'Projekt Ängen ' || g FROM generate_series(1, ${projects}) g`);
}

/** Signs in an account (by default the seeded bench admin); the session cookie to send. */
export async function benchSignIn(url: string, account: { email: string; password: string } = BENCH_ADMIN): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`sign-in of ${account.email} answered ${login.status}: ${await login.text()}`);
  return (login.headers.get("set-cookie") ?? "").split(";")[0];
}
