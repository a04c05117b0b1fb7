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

/** Starts bench/export-server.ts (the production app) on the seeded database; resolves with its address. */
export async function startBenchServer(dataDir: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/export-server.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "pipe", "inherit"],
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

/** Signs in the seeded bench admin; the session cookie to send. */
export async function benchSignIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.se", password: "benchmark" }),
  });
  return (login.headers.get("set-cookie") ?? "").split(";")[0];
}
