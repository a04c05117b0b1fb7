/**
 * The floor of bench:api: the statements one request of an endpoint sent (captured by
 * bench/api-capture.ts), replayed in order on one connection of a bare `pg` pool, by as many
 * loops at once as the load has connections, for the same time. No HTTP, no session
 * middleware, no JSON: what the database alone costs.
 */
import fs from "node:fs";
import pg from "pg";
import type { Load } from "./api-load";

export interface CapturedStatement {
  text: string;
  /** As pg sent them: strings, null, or `{ base64 }` for a Buffer. */
  values?: unknown[];
  rowMode?: "array";
}

export function readCaptured(file: string): CapturedStatement[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CapturedStatement);
}

function decodeValue(value: unknown): unknown {
  if (value && typeof value === "object" && "base64" in value && typeof value.base64 === "string") return Buffer.from(value.base64, "base64");
  return value;
}

const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

/** Cancels whatever the floor's connections are still running (the window is over). */
async function cancelRunning(databaseUrl: string, clients: pg.PoolClient[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pids = clients.map((c) => (c as unknown as { processID: number }).processID);
    await client.query("SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) pid", [pids]);
  } finally {
    await client.end();
  }
}

/**
 * `connections` loops, each on a connection of its own, send `statements` over and over for
 * `durationMs`. As with the HTTP load, only what completes within the window counts: at its
 * end the statements still running are cancelled.
 */
export async function replayFloor(databaseUrl: string, statements: CapturedStatement[], connections: number, durationMs: number): Promise<Load> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  pool.on("error", () => {});
  const queries = statements.map((s) => ({ text: s.text, values: s.values?.map(decodeValue), rowMode: s.rowMode }));
  const clients: pg.PoolClient[] = [];
  const latencies: number[] = [];
  let errors = 0;
  try {
    for (let i = 0; i < connections; i++) clients.push(await pool.connect());
    const deadline = performance.now() + durationMs;
    const timer = setTimeout(() => void cancelRunning(databaseUrl, clients).catch(() => {}), durationMs);
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          try {
            for (const query of queries) {
              if (performance.now() >= deadline) break;
              await client.query(query);
            }
            if (performance.now() <= deadline) latencies.push(performance.now() - begun);
          } catch {
            if (performance.now() < deadline) errors++;
            await client.query("ROLLBACK").catch(() => {});
          }
        }
      }),
    );
    clearTimeout(timer);
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / (durationMs / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}
