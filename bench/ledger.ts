/**
 * `npm run bench:ledger`: the personalliggare under the two loads of docs/product-rules.md §15.
 *
 * 1. Morning rush: PEOPLE (default 500) workers, each signed in on a phone of its own, check in
 *    on one site within WINDOW_S seconds (default 60): open-loop, each at its own random moment,
 *    as people arriving at a gate do. Prints the median, 95th and 99th percentile of
 *    POST /api/sites/{id}/ledger. Goal: p95 under 50 ms on the PostgreSQL server.
 * 2. A big site: ENTRIES (default 1 000 000) entries seeded in SQL on a second site (a check-in
 *    and a check-out per person and day over as many days as it takes), then
 *    GET /api/sites/{id}/ledger for one day, RUNS times (default 21). Goal: under 50 ms. Then
 *    GET /api/sites/{id}/ledger/verify once: the whole chain recomputed. Goal: ≤ 10 s.
 *
 * Both next to a floor measured in the same run (GET /api/user, a signed-in request that does
 * almost nothing), so that figures from different machines compare. Not a test: it prints
 * figures and never fails on them. BENCH_DATABASE_URL runs it on a PostgreSQL server.
 * KEEP_DATABASE=name (with BENCH_DATABASE_URL) seeds that database once and keeps it: a later
 * run with the same name skips the seed, checks the last run's people out of the rush's site
 * (untimed) and measures on the same data. Its chain then holds the earlier runs' links too.
 */
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../server/db";
import { insertBenchSite, seedLedgerWorkers, setBenchCompany, seedPastDays, stockholmDay } from "./ledger-seed";
import { BENCH_ADMIN, benchSignIn, benchStorage, createBenchAdmin, median, startBenchServer, stopBenchServer, timed } from "./lib";

const PEOPLE = Number(process.env.PEOPLE ?? 500);
const WINDOW_S = Number(process.env.WINDOW_S ?? 60);
const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 21);
const PASSWORD = "bänkpass-ledger-2026";
const storage = await benchStorage("tidrapport-bench-ledger", process.env.KEEP_DATABASE);
const { dataDir, databaseUrl } = storage;

/** The host's load average over the last minute, printed beside each figure: the host is shared. */
const load = () => `load ${os.loadavg()[0].toFixed(1)}`;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The Stockholm day of the big site's last entry: the day the seed reached last. */
async function lastDay(db: Db, bigSite: string): Promise<string> {
  const last = await db.execute<{ at: Date | string }>(sql`SELECT max(occurred_at) AS at FROM ledger_entries WHERE site_id = ${bigSite}`);
  return stockholmDay(new Date(last.rows[0]?.at ?? Date.now()));
}

/** The two sites of a kept database that an earlier run seeded, or null. */
async function seededSites(db: Db): Promise<{ rushSite: string; bigSite: string } | null> {
  const found = await db.execute<{ skv_id: string; id: string }>(sql`SELECT skv_id, id FROM sites WHERE skv_id IN ('SKV-RUSH', 'SKV-BIG')`);
  const id = (skv: string) => found.rows.find((r) => r.skv_id === skv)?.id;
  const rushSite = id("SKV-RUSH");
  const bigSite = id("SKV-BIG");
  return rushSite && bigSite ? { rushSite, bigSite } : null;
}

async function seed(): Promise<{ rushSite: string; bigSite: string; day: string }> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db"), timeouts: { statementMs: 900_000 } });
  const db = database.db;
  const seeded = storage.reused ? await seededSites(db) : null;
  if (seeded) {
    const day = await lastDay(db, seeded.bigSite);
    await database.close();
    console.log(`kept database ${process.env.KEEP_DATABASE ?? ""}: no seed`);
    return { ...seeded, day };
  }
  await createBenchAdmin(db);
  await seedLedgerWorkers(db, PEOPLE, PASSWORD);
  const rushSite = await insertBenchSite(db, "Kvarteret Rusningen", "SKV-RUSH");
  const bigSite = await insertBenchSite(db, "Kvarteret Miljonen", "SKV-BIG");
  const days = await seedPastDays(db, bigSite, ENTRIES, PEOPLE);
  // A site's past is all-visible to index-only scans, as autovacuum leaves a table that has been around.
  await db.execute(sql`VACUUM (ANALYZE) ledger_entries`);
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`);
  // The listed day: the one the seed reaches last, yesterday in Stockholm.
  const day = await lastDay(db, bigSite);
  await database.close();
  console.log(`seeded ${PEOPLE} workers, ${Number(count.rows[0]?.n ?? 0)} entries over ${days} days in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { rushSite, bigSite, day };
}

/** A kept database's people are still in on the rush's site from the run before: out they go, ten at a time, untimed. */
async function checkOutAll(url: string, site: string, cookies: string[]): Promise<void> {
  for (let i = 0; i < cookies.length; i += 10) {
    await Promise.all(
      cookies.slice(i, i + 10).map((cookie) =>
        fetch(`${url}/api/sites/${site}/ledger`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: url },
          body: JSON.stringify({ kind: "out", clientId: crypto.randomUUID() }),
        }).then((r) => r.arrayBuffer()),
      ),
    );
  }
}

/** Signs in every worker, a few at a time; the rate limit of sign-ins per address is reset between batches (one address for all here). */
async function signInAll(url: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db") });
  const cookies: string[] = [];
  try {
    for (let i = 1; i <= PEOPLE; i += 4) {
      await database.db.execute(sql`DELETE FROM rate_limits`);
      const batch = Array.from({ length: Math.min(4, PEOPLE - i + 1) }, (_, j) => benchSignIn(url, { email: `ledger${i + j}@example.se`, password: PASSWORD }));
      cookies.push(...(await Promise.all(batch)));
    }
  } finally {
    await database.close();
  }
  return cookies;
}

async function floorMs(url: string, cookie: string, n: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < n; i++) runs.push((await timed(() => fetch(`${url}/api/user`, { headers: { cookie } }).then((r) => r.arrayBuffer()))).ms);
  return median(runs);
}

async function rush(url: string, site: string, cookies: string[]): Promise<number[]> {
  const latencies: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    cookies.map(
      (cookie) =>
        new Promise<void>((resolve) => {
          setTimeout(
            () => {
              void timed(() =>
                fetch(`${url}/api/sites/${site}/ledger`, {
                  method: "POST",
                  headers: { cookie, "content-type": "application/json", origin: url },
                  body: JSON.stringify({ kind: "in", clientId: crypto.randomUUID() }),
                }).then(async (r) => ({ status: r.status, text: await r.text() })),
              ).then(({ ms, value }) => {
                if (value.status === 201) latencies.push(ms);
                else failures.push(`${value.status} ${value.text}`);
                resolve();
              });
            },
            Math.random() * WINDOW_S * 1000,
          );
        }),
    ),
  );
  if (failures.length > 0) throw new Error(`${failures.length} check-ins failed, first: ${failures[0]}`);
  return latencies;
}

async function main(): Promise<void> {
  const { rushSite, bigSite, day } = await seed();
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  try {
    const admin = await benchSignIn(url, BENCH_ADMIN);
    await setBenchCompany(url, admin);
    const cookies = await signInAll(url);
    if (storage.reused) await checkOutAll(url, rushSite, cookies);
    const floorBefore = await floorMs(url, admin, 21);
    const latencies = await rush(url, rushSite, cookies);
    const rushLoad = load();
    const list: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const res = await timed(() =>
        fetch(`${url}/api/sites/${bigSite}/ledger?from=${day}&to=${day}`, { headers: { cookie: admin } }).then(async (r) => ({
          status: r.status,
          text: await r.text(),
        })),
      );
      if (res.value.status !== 200) throw new Error(`ledger list answered ${res.value.status}: ${res.value.text}`);
      list.push(res.ms);
      rows = (JSON.parse(res.value.text) as unknown[]).length;
    }
    const listLoad = load();
    // The big site's chain checked whole: every link recomputed, once (docs/product-rules.md §15, "Kedjan").
    const verify = await timed(() =>
      fetch(`${url}/api/sites/${bigSite}/ledger/verify`, { headers: { cookie: admin } }).then(async (r) => ({ status: r.status, text: await r.text() })),
    );
    if (verify.value.status !== 200) throw new Error(`verify answered ${verify.value.status}: ${verify.value.text}`);
    const chain = JSON.parse(verify.value.text) as { ok: boolean; entries: number };
    if (!chain.ok) throw new Error(`the seeded chain is broken: ${verify.value.text}`);
    const verifyLoad = load();
    const floor = (floorBefore + (await floorMs(url, admin, 21))) / 2;
    const p50 = median(latencies);
    const p95 = percentile(latencies, 95);
    console.log(`database:                  ${databaseUrl ? "PostgreSQL server" : "embedded (PGlite)"}`);
    console.log(`floor GET /api/user:       ${floor.toFixed(1)} ms (median)`);
    console.log(
      `check-in, ${PEOPLE} in ${WINDOW_S} s: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (p95 ${(p95 / floor).toFixed(1)}× floor; goal p95 < 50 ms; ${rushLoad})`,
    );
    console.log(
      `ledger list of a day:      median ${median(list).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms over ${RUNS} runs, ${rows} rows (${(median(list) / floor).toFixed(1)}× floor; goal < 50 ms; ${listLoad})`,
    );
    console.log(`chain check:               ${(verify.ms / 1000).toFixed(2)} s for ${chain.entries} entries (goal ≤ 10 s for 1 000 000; ${verifyLoad})`);
  } finally {
    await stopBenchServer(child);
    await storage.remove();
  }
}

await main();
