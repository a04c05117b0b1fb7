/** What every benchmark script shares: a server of its own, a signed-in cookie, medians and timings. */
import { spawn, type ChildProcess } from "node:child_process";

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
