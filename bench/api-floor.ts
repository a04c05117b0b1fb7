/**
 * The floor of bench:api: the statements one request of an endpoint sent (captured by
 * bench/api-capture.ts), replayed in order through a bare `pg` pool as large as the app
 * server's, by as many loops at once as the load has connections, for the same time. No HTTP,
 * no session middleware, no JSON: what the database alone costs.
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

export function decodeValue(value: unknown): unknown {
  if (value && typeof value === "object" && "base64" in value && typeof value.base64 === "string") return Buffer.from(value.base64, "base64");
  return value;
}

const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

/** Cancels whatever the floor's connections are still running (the window is over). */
async function cancelRunning(databaseUrl: string, applicationName: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [applicationName]);
  } finally {
    await client.end();
  }
}

type Query = { text: string; values?: unknown[]; rowMode?: "array" };

/**
 * The statements as the app's pool sends them: each on its own through `pool.query`, except
 * a transaction (BEGIN to COMMIT or ROLLBACK), which holds one connection throughout.
 */
function units(statements: CapturedStatement[]): Query[][] {
  const out: Query[][] = [];
  let transaction: Query[] | undefined;
  for (const s of statements) {
    const query: Query = { text: s.text, values: s.values?.map(decodeValue), rowMode: s.rowMode };
    const keyword = s.text.trim().split(/\s+/)[0]?.toUpperCase();
    if (transaction) {
      transaction.push(query);
      if (keyword === "COMMIT" || keyword === "ROLLBACK") transaction = undefined;
    } else if (keyword === "BEGIN" || keyword === "START") {
      transaction = [query];
      out.push(transaction);
    } else {
      out.push([query]);
    }
  }
  return out;
}

async function runUnit(pool: pg.Pool, unit: Query[]): Promise<void> {
  if (unit.length === 1) {
    await pool.query(unit[0]);
    return;
  }
  const client = await pool.connect();
  try {
    for (const query of unit) await client.query(query);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface FloorOptions {
  /** Loops sending at once: as many as the load has connections. */
  callers: number;
  /** Connections of the bare pool: as many as the app server's pool has. */
  poolSize: number;
  durationMs: number;
  /** Run first and not counted, on the same pool: its connections and plans warm, as the app's are after its own warm-up. */
  warmupMs: number;
  /** Called when the warm-up is over and the counted window begins. */
  onWarm?: () => void;
}

/**
 * `callers` loops send `statements` over and over for `durationMs`, through a pool of
 * `poolSize` connections: as the app does for as many HTTP connections, with the pool it has.
 * As with the HTTP load, only what completes within the window counts: at its end the
 * statements still running are cancelled.
 */
export async function replayFloor(databaseUrl: string, statements: CapturedStatement[], options: FloorOptions): Promise<Load> {
  const applicationName = `bench-floor-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize, application_name: applicationName });
  pool.on("error", () => {});
  const work = units(statements);
  try {
    if (options.warmupMs > 0) await drive(databaseUrl, applicationName, pool, work, options.callers, options.warmupMs);
    options.onWarm?.();
    const { latencies, errors } = await drive(databaseUrl, applicationName, pool, work, options.callers, options.durationMs);
    latencies.sort((a, b) => a - b);
    return { requestsPerSecond: latencies.length / (options.durationMs / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
  } finally {
    await pool.end();
  }
}

async function drive(
  databaseUrl: string,
  applicationName: string,
  pool: pg.Pool,
  work: Query[][],
  callers: number,
  durationMs: number,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  // Cancelled statements end their loops; the cancel is awaited so that none lands in the next window.
  let cancelled: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    cancelled = cancelRunning(databaseUrl, applicationName).catch(() => {});
  }, durationMs);
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          for (const unit of work) {
            if (performance.now() >= deadline) break;
            await runUnit(pool, unit);
          }
          if (performance.now() <= deadline) latencies.push(performance.now() - begun);
        } catch {
          if (performance.now() < deadline) errors++;
        }
      }
    }),
  );
  clearTimeout(timer);
  await cancelled;
  return { latencies, errors };
}
