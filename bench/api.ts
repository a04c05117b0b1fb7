/**
 * `npm run bench:api`: the list and dashboard endpoints under load on 1 000 000 reports.
 *
 * Seeds (or reuses, see bench/api-seed.ts) a PostgreSQL database next to BENCH_DATABASE_URL,
 * then starts the production app twice. First with bench/api-capture.ts loaded: each endpoint
 * is asked once and the SQL it sent is kept, with the answer's size. Then plain: each
 * endpoint gets CONNECTIONS (50) connections for DURATION seconds (default 10), and after it
 * its floor, the same SQL replayed by as many loops through a bare `pg` pool as large as the
 * app server's, for the same time (bench/api-floor.ts). Both are warmed first, uncounted.
 * Prints one table: requests/s, p50 and p99 of both, and the ratio of the endpoint's
 * requests/s to the floor's (goal: at least 0.5). ONLY=<text> runs the
 * endpoints whose name contains it. Not a test: it prints figures and never fails on them.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { benchEndpoints, CURSOR_PATH, DEEP_OFFSET, SIGNED_IN_WORKER, type Endpoint, type Role } from "./api-endpoints";
import { decodeValue, readCaptured, replayFloor, type CapturedStatement } from "./api-floor";
import { loadEndpoint, type Load } from "./api-load";
import { BENCH_LEADER, BENCH_PASSWORD, ensureBenchDatabase, LED_PROJECTS, WORKERS } from "./api-seed";
import { SERVER_POOL_SIZE } from "../server/db";
import { BENCH_ADMIN, benchSignIn, startBenchServer, stopBenchServer } from "./lib";

const DURATION_MS = Number(process.env.DURATION ?? 10) * 1000;
const CONNECTIONS = 50;
/** How long each endpoint and its floor are asked one request at a time, for the single-user median. */
const ALONE_MS = 3000;
/** Load before each endpoint's and each floor's measured window, not counted. */
const WARMUP_MS = 3000;
const ALONE_WARMUP_MS = 500;
const TIME_ZONE = "Europe/Stockholm";
const ONLY = process.env.ONLY?.toLowerCase();

interface Probe {
  path: string;
  status: number;
  bytes: number;
  statements: CapturedStatement[];
}

interface Row {
  endpoint: Endpoint;
  probe?: Probe;
  note?: string;
  load?: Load;
  floor?: Load;
  /** One connection at a time: the latency a single user sees, and its floor's. */
  alone?: Load;
  floorAlone?: Load;
}

interface Server {
  child: ChildProcess;
  url: string;
  cookies: Record<Role, string>;
  /** The last lines the server wrote to stderr, shown if it stops. */
  log: string[];
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function startServer(dataDir: string, databaseUrl: string, capture?: string): Promise<Server> {
  const { child, url } = await startBenchServer(dataDir, databaseUrl, {
    imports: capture ? [pathToFileURL(path.resolve("bench/api-capture.ts")).href] : [],
    env: capture ? { BENCH_CAPTURE_SQL: capture } : {},
    stderr: "pipe",
  });
  const log: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    log.push(...chunk.toString().split("\n").filter(Boolean));
    log.splice(0, Math.max(0, log.length - 20));
  });
  const cookies = {
    admin: await benchSignIn(url, BENCH_ADMIN),
    worker: await benchSignIn(url, { email: SIGNED_IN_WORKER, password: BENCH_PASSWORD }),
    leader: await benchSignIn(url, { email: BENCH_LEADER, password: BENCH_PASSWORD }),
  };
  return { child, url, cookies, log };
}

const running = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

/** Page 10 000 by cursor: the X-Next-Cursor the server itself gives for the page before it. */
async function deepCursorPath(server: Server): Promise<{ path?: string; note?: string }> {
  const headers = { cookie: server.cookies.admin };
  const first = await fetch(`${server.url}/api/time-reports?limit=50`, { headers });
  await first.arrayBuffer();
  if (!first.headers.get("x-next-cursor")) return { note: "not supported (no X-Next-Cursor on page 1)" };
  const before = await fetch(`${server.url}/api/time-reports?limit=50&offset=${DEEP_OFFSET - 50}`, { headers });
  await before.arrayBuffer();
  const cursor = before.headers.get("x-next-cursor");
  if (!cursor) return { note: `no X-Next-Cursor at offset ${DEEP_OFFSET - 50} (answered ${before.status})` };
  return { path: `/api/time-reports?limit=50&cursor=${encodeURIComponent(cursor)}` };
}

/** Asks each endpoint once on the capturing server: its SQL, status and size. */
async function probe(rows: Row[], server: Server, captureFile: string): Promise<void> {
  for (const row of rows) {
    let target = row.endpoint.path;
    if (target === CURSOR_PATH) {
      const deep = await deepCursorPath(server);
      if (!deep.path) {
        row.note = deep.note;
        continue;
      }
      target = deep.path;
    }
    // A cold cache can make the first answer a 503 (statement timeout): asked again, it is warm.
    for (let attempt = 1; attempt <= 3 && !(row.probe && row.probe.status < 500); attempt++) {
      fs.writeFileSync(captureFile, "");
      const response = await fetch(`${server.url}${target}`, { headers: { cookie: server.cookies[row.endpoint.as] } });
      const bytes = (await response.arrayBuffer()).byteLength;
      // Anything the request still sends after its answer (none expected) is kept with it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      row.probe = { path: target, status: response.status, bytes, statements: readCaptured(captureFile) };
    }
    if (!row.probe) continue;
    if (row.probe.status === 404) row.note = "not on this server (404)";
    else if (row.probe.status >= 300) row.note = `answered ${row.probe.status} when asked alone`;
    else if (row.probe.statements.length === 0) row.note = "no SQL captured: no floor";
  }
}

async function measure(rows: Row[], dataDir: string, databaseUrl: string): Promise<void> {
  let server = await startServer(dataDir, databaseUrl);
  try {
    for (const row of rows) {
      if (!row.probe || row.probe.status === 404) continue;
      if (!running(server)) {
        row.note = "server had stopped: restarted";
        server = await startServer(dataDir, databaseUrl);
      }
      const cookie = server.cookies[row.endpoint.as];
      const url = `${server.url}${row.probe.path}`;
      await fetch(url, { headers: { cookie } }).then((r) => r.arrayBuffer());
      // Not counted: the endpoint's code optimised and the pool's connections open and warm,
      // as on a server in use (the pool closes connections idle for 10 s, as during a floor).
      await loadEndpoint(url, cookie, CONNECTIONS, WARMUP_MS);
      // A slow endpoint leaves requests of the warm-up queued: one at a time starts after them.
      await settle(databaseUrl);
      row.alone = await loadEndpoint(url, cookie, 1, ALONE_MS);
      row.load = await loadEndpoint(url, cookie, CONNECTIONS, DURATION_MS);
      if (!running(server)) row.note = `server stopped under load: ${server.log.slice(-3).join(" | ")}`;
      // Requests the load left queued in the server still run; the floor starts when they are done.
      await settle(databaseUrl);
      if (row.probe.statements.length > 0) {
        row.floor = await replayFloor(databaseUrl, row.probe.statements, {
          callers: CONNECTIONS,
          poolSize: SERVER_POOL_SIZE,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
        }).catch((error: unknown) => {
          row.note = `floor failed: ${error instanceof Error ? error.message : String(error)}`;
          return undefined;
        });
        row.floorAlone = await replayFloor(databaseUrl, row.probe.statements, {
          callers: 1,
          poolSize: 1,
          durationMs: ALONE_MS,
          warmupMs: ALONE_WARMUP_MS,
        }).catch(() => undefined);
      }
      progress(`  ${row.endpoint.name}: ${row.load.requestsPerSecond.toFixed(0)} req/s, floor ${row.floor?.requestsPerSecond.toFixed(0) ?? "-"} req/s`);
    }
  } finally {
    await stopBenchServer(server.child);
  }
}

/** Waits (at most a minute) until no other connection to the database runs a statement. */
async function settle(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()",
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/** Rounds of the bulk approval, the first not counted. */
const BULK_ROUNDS = 8;
const BULK_SIZE = 1000;

/** The bulk approval's reports: BULK_SIZE reports of the leader's projects the admin approved, not the leader's own, before this week. */
async function bulkReportIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT tr.id FROM time_reports tr JOIN projects p ON p.id = tr.project_id
        WHERE p.project_number = ANY($1::text[]) AND tr.status = 'submitted' AND tr.approved_at IS NOT NULL
          AND tr.approved_by = (SELECT id FROM users WHERE email = 'bench@example.se')
          AND tr.worker_id <> (SELECT id FROM users WHERE email = $2)
        ORDER BY tr.date DESC, tr.id LIMIT $3`,
      [LED_PROJECTS, BENCH_LEADER, BULK_SIZE],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** Makes the reports wait again (the seed's state), and the body the queue's screen sends for them: each id with its updatedAt. */
async function unapprove(databaseUrl: string, ids: string[]): Promise<{ ids: { id: string; updatedAt: string }[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; updated_at: Date }>(
      "UPDATE time_reports SET approved_at = NULL, approved_by = NULL WHERE id = ANY($1::uuid[]) RETURNING id, updated_at",
      [ids],
    );
    return { ids: rows.map((r) => ({ id: r.id, updatedAt: r.updated_at.toISOString() })) };
  } finally {
    await client.end();
  }
}

/** Puts the reports back as the seed left them: approved by the admin. */
async function reapprove(databaseUrl: string, ids: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "UPDATE time_reports SET approved_at = updated_at, approved_by = (SELECT id FROM users WHERE email = 'bench@example.se') WHERE id = ANY($1::uuid[])",
      [ids],
    );
  } finally {
    await client.end();
  }
}

interface BulkFigures {
  ms: number[];
  floorMs: number[];
  note?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/**
 * 'Godkänn alla' of 1 000 reports (docs/product-rules.md §18): POST /api/time-reports/approve
 * with each id and its updatedAt, by the arbetsledare, one request at a time; before each round
 * the reports are made to wait again. Its floor: the statements the request sent (captured on
 * the capturing server), replayed once per round through one bare connection.
 */
async function bulkApproval(dataDir: string, databaseUrl: string, capturing: Server, captureFile: string): Promise<BulkFigures> {
  const ids = await bulkReportIds(databaseUrl);
  if (ids.length < BULK_SIZE) return { ms: [], floorMs: [], note: `only ${ids.length} reports to approve` };
  const approveOnce = async (server: Server): Promise<number> => {
    const body = await unapprove(databaseUrl, ids);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/time-reports/approve`, {
      method: "POST",
      headers: { cookie: server.cookies.leader, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { approved?: number; message?: string };
    const ms = performance.now() - started;
    if (answer.approved !== BULK_SIZE) throw new Error(`bulk approval answered ${response.status} ${JSON.stringify(answer)}`);
    return ms;
  };
  try {
    fs.writeFileSync(captureFile, "");
    await approveOnce(capturing);
    const statements = readCaptured(captureFile);
    const server = await startServer(dataDir, databaseUrl);
    const ms: number[] = [];
    try {
      for (let round = 0; round < BULK_ROUNDS; round++) {
        const took = await approveOnce(server);
        if (round > 0) ms.push(took);
      }
    } finally {
      await stopBenchServer(server.child);
    }
    const floorMs: number[] = [];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (let round = 0; round < BULK_ROUNDS; round++) {
        await unapprove(databaseUrl, ids);
        const started = performance.now();
        for (const s of statements) await client.query({ text: s.text, values: s.values?.map(decodeValue), ...(s.rowMode ? { rowMode: s.rowMode } : {}) });
        if (round > 0) floorMs.push(performance.now() - started);
      }
    } finally {
      await client.end();
    }
    return { ms, floorMs };
  } finally {
    await reapprove(databaseUrl, ids);
  }
}

const fixed = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

function size(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** Requests/s, p50 and p99; no latencies when nothing succeeded. */
function figures(load: Load | undefined): string[] {
  if (!load) return ["-", "-", "-"];
  if (load.requestsPerSecond === 0) return ["0", "-", "-"];
  return [fixed(load.requestsPerSecond), fixed(load.p50), fixed(load.p99)];
}

function table(rows: Row[]): string {
  const header = ["endpoint", "size", "alone p50", "floor", "req/s", "p50 ms", "p99 ms", "floor req/s", "p50 ms", "p99 ms", "ratio", "errors"];
  const lines = rows.map((row) => {
    const { load, floor, probe: answer } = row;
    const ratio = load && floor && floor.requestsPerSecond > 0 ? (load.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : "-";
    const errors = load || floor ? `${load?.errors ?? 0}/${floor?.errors ?? 0}` : "";
    const alone = (l: Load | undefined) => (l && l.requestsPerSecond > 0 ? fixed(l.p50) : "-");
    return [row.endpoint.name, answer ? size(answer.bytes) : "-", alone(row.alone), alone(row.floorAlone), ...figures(load), ...figures(floor), ratio, errors];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [format(header), ...lines.map(format)].join("\n");
}

async function main(serverUrl: string): Promise<void> {
  const started = Date.now();
  const database = await ensureBenchDatabase(serverUrl, { reseed: process.env.BENCH_RESEED === "1", timeZone: TIME_ZONE });
  progress(
    `${database.reused ? "reused" : "seeded"} ${new URL(database.url).pathname.slice(1)} (${WORKERS} workers, reports ${database.firstDay}…${database.lastDay}) in ${database.seconds.toFixed(1)} s`,
  );
  const rows: Row[] = (await benchEndpoints(database.url, TIME_ZONE))
    .filter((e) => !ONLY || e.name.toLowerCase().includes(ONLY))
    .map((endpoint) => ({ endpoint }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-bench-api-"));
  let bulk: BulkFigures | undefined;
  try {
    const captureFile = path.join(dataDir, "captured.jsonl");
    const capturing = await startServer(path.join(dataDir, "capture"), database.url, captureFile);
    try {
      await probe(rows, capturing, captureFile);
    } finally {
      await stopBenchServer(capturing.child);
    }
    progress(`measuring ${rows.filter((r) => r.probe && r.probe.status !== 404).length} endpoints, ${DURATION_MS / 1000} s each and as long for the floor`);
    await measure(rows, path.join(dataDir, "load"), database.url);
    if (!ONLY || "approve 1000".includes(ONLY)) {
      const again = await startServer(path.join(dataDir, "capture-bulk"), database.url, captureFile);
      try {
        bulk = await bulkApproval(path.join(dataDir, "bulk"), database.url, again, captureFile);
      } finally {
        await stopBenchServer(again.child);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const measured = rows.filter((r) => r.load && r.floor);
  const atGoal = measured.filter((r) => r.floor!.requestsPerSecond > 0 && r.load!.requestsPerSecond >= 0.5 * r.floor!.requestsPerSecond);
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per endpoint and per floor (the same SQL through a bare pg pool of ${SERVER_POOL_SIZE}, as the app server has)`,
  );
  console.log(table(rows));
  for (const row of rows) if (row.note) console.log(`${row.endpoint.name}: ${row.note}`);
  console.log(`alone p50: median ms of one request at a time (${ALONE_MS / 1000} s), the endpoint's and its floor's.`);
  console.log(`errors: answers other than 2xx / failed floor requests. Sizes uncompressed; the load asks for compressed answers as a browser does.`);
  if (bulk) {
    const [ms, floorMs] = [median(bulk.ms), median(bulk.floorMs)];
    console.log(
      bulk.note
        ? `approve ${BULK_SIZE} at once: ${bulk.note}`
        : `approve ${BULK_SIZE} at once (arbetsledare, ids with updatedAt): median ${fixed(ms)} ms of ${bulk.ms.length}, floor ${fixed(floorMs)} ms, ratio ${(floorMs / ms).toFixed(2)}`,
    );
  }
  console.log(
    `${atGoal.length} of ${measured.length} endpoints at or above half their floor's requests/s; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) console.log("bench:api needs a PostgreSQL server: set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
else await main(serverUrl);
