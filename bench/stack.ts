/**
 * `npm run bench:stack`: what one light endpoint costs above its SQL, layer by layer, on the
 * database bench:api seeds (BENCH_DATABASE_URL). bench:api's floor is the SQL alone; this asks
 * how near to it a server can come at all on this machine, where the server, PostgreSQL and
 * the load share the cores.
 *
 * The endpoint (STACK_ENDPOINT, a part of a bench:api endpoint's name; the worker's calendar
 * by default) is asked once on the app with its SQL captured, as bench:api does. Then, each
 * warmed for 3 s and loaded with 50 connections for DURATION seconds (default 10):
 * - floor: the captured SQL through a bare `pg` pool of the app's size (bench:api's floor);
 * - node: `node:http` sending the same SQL and answering its rows as JSON (bench/stack-server.ts);
 * - express: the same inside an Express router, without the app's middleware;
 * - app: the production app.
 * For each: requests/s, its ratio to the floor's, and CPU per request of the server, of
 * PostgreSQL (every local process named postgres, read from /proc) and of this process (the
 * load or the floor's loops). ROUNDS (default 2) repeats the four, for a noisy host. Prints
 * figures and never fails on them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_POOL_SIZE } from "../server/db";
import { benchEndpoints, SIGNED_IN_WORKER, type Role } from "./api-endpoints";
import { readCaptured, replayFloor, type CapturedStatement } from "./api-floor";
import { loadEndpoint, type Load } from "./api-load";
import { BENCH_LEADER, BENCH_PASSWORD, ensureBenchDatabase } from "./api-seed";
import { BENCH_ADMIN, benchSignIn, median, startBenchServer, stopBenchServer } from "./lib";

const DURATION_MS = Number(process.env.DURATION ?? 10) * 1000;
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const WARMUP_MS = 3000;
const CONNECTIONS = 50;
const TIME_ZONE = "Europe/Stockholm";
const LAYERS = ["floor", "node", "express", "app"] as const;
type Layer = (typeof LAYERS)[number];

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** CPU ms a process has used (user and system), from /proc; undefined where there is no /proc. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU ms of every local process named postgres: the server and its backends. */
function postgresCpuMs(): number | undefined {
  let total: number | undefined;
  for (const entry of fs.existsSync("/proc") ? fs.readdirSync("/proc") : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    const ms = cpuMs(Number(entry));
    if (ms !== undefined) total = (total ?? 0) + ms;
  }
  return total;
}

const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

interface Figures {
  load: Load;
  /** CPU ms per request; undefined where it could not be read. */
  server?: number;
  postgres?: number;
  own: number;
}

/** Runs `run`, which calls `begin` when its counted window starts; CPU is read from then to its end. */
async function counted(run: (begin: () => void) => Promise<Load>, serverPid?: number): Promise<Figures> {
  let server0: number | undefined;
  let postgres0: number | undefined;
  let own0 = 0;
  const load = await run(() => {
    server0 = serverPid ? cpuMs(serverPid) : undefined;
    postgres0 = postgresCpuMs();
    own0 = ownCpuMs();
  });
  const requests = Math.max(1, load.requestsPerSecond * (DURATION_MS / 1000));
  const server1 = serverPid ? cpuMs(serverPid) : undefined;
  const postgres1 = postgresCpuMs();
  const per = (a?: number, b?: number) => (a !== undefined && b !== undefined ? (b - a) / requests : undefined);
  return { load, server: per(server0, server1), postgres: per(postgres0, postgres1), own: (ownCpuMs() - own0) / requests };
}

async function capture(databaseUrl: string, dir: string, target: string, as: Role): Promise<CapturedStatement[]> {
  const file = path.join(dir, "captured.jsonl");
  const { child, url } = await startBenchServer(path.join(dir, "capture"), databaseUrl, {
    imports: [pathToFileURL(path.resolve("bench/api-capture.ts")).href],
    env: { BENCH_CAPTURE_SQL: file },
    stderr: "pipe",
  });
  try {
    const cookie = await signIn(url, as);
    fs.writeFileSync(file, "");
    const response = await fetch(`${url}${target}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return readCaptured(file);
  } finally {
    await stopBenchServer(child);
  }
}

const signIn = (url: string, as: Role) =>
  benchSignIn(url, as === "admin" ? BENCH_ADMIN : { email: as === "leader" ? BENCH_LEADER : SIGNED_IN_WORKER, password: BENCH_PASSWORD });

async function measureServer(layer: Exclude<Layer, "floor">, databaseUrl: string, dir: string, target: string, as: Role, statementsFile: string) {
  const { child, url } = await startBenchServer(path.join(dir, layer), databaseUrl, {
    script: layer === "app" ? undefined : "bench/stack-server.ts",
    env: { STACK_LAYER: layer, STACK_STATEMENTS: statementsFile },
    stderr: "pipe",
  });
  try {
    const cookie = layer === "app" ? await signIn(url, as) : "";
    await loadEndpoint(`${url}${target}`, cookie, CONNECTIONS, WARMUP_MS);
    return await counted((begin) => {
      begin();
      return loadEndpoint(`${url}${target}`, cookie, CONNECTIONS, DURATION_MS);
    }, child.pid);
  } finally {
    await stopBenchServer(child);
  }
}

const fixed = (n: number | undefined, digits = 2) => (n === undefined ? "-" : n.toFixed(digits));

async function main(serverUrl: string): Promise<void> {
  const database = await ensureBenchDatabase(serverUrl, { reseed: false, timeZone: TIME_ZONE });
  const wanted = (process.env.STACK_ENDPOINT ?? "calendar").toLowerCase();
  const endpoint = (await benchEndpoints(database.url, TIME_ZONE)).find((e) => e.name.toLowerCase().includes(wanted));
  if (!endpoint) throw new Error(`no bench:api endpoint named like ${wanted}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-bench-stack-"));
  const results = new Map<Layer, Figures[]>(LAYERS.map((l) => [l, []]));
  try {
    const statements = await capture(database.url, dir, endpoint.path, endpoint.as);
    const statementsFile = path.join(dir, "statements.jsonl");
    fs.writeFileSync(statementsFile, statements.map((s) => JSON.stringify(s)).join("\n"));
    progress(`${endpoint.name}: ${statements.length} statements; ${ROUNDS} rounds of ${LAYERS.join(", ")}, ${DURATION_MS / 1000} s each`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const layer of LAYERS) {
        const figures =
          layer === "floor"
            ? await counted((begin) =>
                replayFloor(database.url, statements, {
                  callers: CONNECTIONS,
                  poolSize: SERVER_POOL_SIZE,
                  durationMs: DURATION_MS,
                  warmupMs: WARMUP_MS,
                  onWarm: begin,
                }),
              )
            : await measureServer(layer, database.url, dir, endpoint.path, endpoint.as, statementsFile);
        results.get(layer)!.push(figures);
        progress(`  round ${round}, ${layer}: ${figures.load.requestsPerSecond.toFixed(0)} req/s`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const mid = (layer: Layer, pick: (f: Figures) => number | undefined) => {
    const values = results
      .get(layer)!
      .map(pick)
      .filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  const floor = mid("floor", (f) => f.load.requestsPerSecond) ?? 0;
  const header = ["layer", "req/s", "ratio", "p50 ms", "server ms/req", "postgres ms/req", "load ms/req", "errors"];
  const rows = LAYERS.map((layer) => {
    const rate = mid(layer, (f) => f.load.requestsPerSecond);
    return [
      layer,
      fixed(rate, 0),
      rate !== undefined && floor > 0 ? (rate / floor).toFixed(2) : "-",
      fixed(
        mid(layer, (f) => f.load.p50),
        1,
      ),
      layer === "floor" ? "-" : fixed(mid(layer, (f) => f.server)),
      fixed(mid(layer, (f) => f.postgres)),
      fixed(mid(layer, (f) => f.own)),
      String(results.get(layer)!.reduce((n, f) => n + f.load.errors, 0)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${endpoint.name}, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${DURATION_MS / 1000} s, ${os.cpus().length} cores`);
  console.log([line(header), ...rows.map(line)].join("\n"));
  console.log("ratio: requests/s against the floor's. ms/req: CPU per request; load: this process (autocannon, or the floor's loops).");
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) console.log("bench:stack needs a PostgreSQL server: set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
else await main(serverUrl);
