/**
 * `npm run bench:control`: the control view of docs/product-rules.md §15 ('Kontroll') on a big
 * site — `ENTRIES` (default 1 000 000) entries of past days and, today, `PRESENT` (default 200)
 * people checked in and `LEFT` (default 100) who came and went (a day of 400 entries).
 *
 * 1. The answers the view waits for, `RUNS` (default 21) times each, as the admin and through an
 *    inspector's link: GET /api/sites/{id}/control, /present and /ledger (today), and
 *    GET /api/inspection/{token} and /ledger; and all of one screen's answers asked together,
 *    as the screen asks them. Goal: under 100 ms. Beside the floor of GET /api/user.
 * 2. With `npm run build` done and a Chromium: Lighthouse (a phone on slow 4G, its CPU slowed
 *    4×) loads the inspector's page `/kontroll/{token}` `WEB_RUNS` (default 3) times. Goal:
 *    the entries painted (LCP) in under 1 s. Beside the floor: a bare HTML page of the same
 *    text, served by Node, under the same throttling.
 *
 * Not a test: it prints figures and never fails on them. BENCH_DATABASE_URL runs it on a
 * PostgreSQL server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { lighthouse, type Figures } from "./lighthouse";
import { chainBulkRows, insertBenchSite, seedLedgerWorkers, seedPastDays, setBenchCompany } from "./ledger-seed";
import { BENCH_ADMIN, benchSignIn, benchStorage, createBenchAdmin, median, startBenchServer, stopBenchServer, timed } from "./lib";

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const PRESENT = Number(process.env.PRESENT ?? 200);
const LEFT = Number(process.env.LEFT ?? 100);
const PEOPLE = Math.max(1000, PRESENT + LEFT);
const RUNS = Number(process.env.RUNS ?? 21);
const WEB_RUNS = Number(process.env.WEB_RUNS ?? 3);
const storage = await benchStorage("tidrapport-bench-control");
const { dataDir, databaseUrl } = storage;
const chrome = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p && fs.existsSync(p)));

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The big site with its past and today, our company, and an inspection link whose token is returned. */
async function seed(): Promise<{ site: string; token: string }> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db"), timeouts: { statementMs: 900_000 } });
  const db = database.db;
  await createBenchAdmin(db);
  await seedLedgerWorkers(db, PEOPLE, "bänkpass-kontroll-2026");
  const site = await insertBenchSite(db, "Kvarteret Miljonen", "SKV-BIG");
  const days = await seedPastDays(db, site, ENTRIES, PEOPLE);
  // Today: the first PRESENT + LEFT workers checked in between midnight and now, the last LEFT of them out again.
  await chainBulkRows(
    db,
    site,
    "ledger_entries",
    (into) => sql`
    WITH p AS (SELECT id, full_name, identity_number, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'worker'),
         t AS (SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Stockholm') AT TIME ZONE 'Europe/Stockholm') AS start),
         k AS (SELECT 'in' AS kind, 0.4 AS at UNION ALL SELECT 'out', 0.9)
    INSERT INTO ${into} (site_id, user_id, person_name, identity_number, company_name, company_org_number,
                                kind, occurred_at, recorded_at, recorded_by, method, chain_seq, hash)
    SELECT ${site}, p.id, p.full_name, p.identity_number, 'Bänkbygg AB', '556677-8899', k.kind,
           t.start + (now() - t.start) * (k.at + p.n / ${10 * PEOPLE}::float8), t.start + (now() - t.start) * (k.at + p.n / ${10 * PEOPLE}::float8), p.id, 'self',
           -row_number() OVER (ORDER BY k.at, p.n), ''
    FROM p CROSS JOIN t CROSS JOIN k
    WHERE p.n <= ${PRESENT + LEFT} AND (k.kind = 'in' OR p.n > ${PRESENT})`,
  );
  const token = crypto.randomBytes(32).toString("base64url");
  await db.execute(sql`
    INSERT INTO inspection_links (site_id, token_hash, created_by, expires_at)
    SELECT ${site}, ${crypto.createHash("sha256").update(token).digest("hex")}, id, now() + interval '24 hours' FROM users WHERE username = 'bench-admin'`);
  await db.execute(sql`ANALYZE`);
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`);
  await database.close();
  console.log(
    `seeded ${PEOPLE} workers, ${Number(count.rows[0]?.n ?? 0)} entries over ${days} days and today in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { site, token };
}

async function get(url: string, cookie?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, text: await res.text() };
}

/** Medians and 95th percentiles of each path, and of all of them asked together. */
async function measure(base: string, paths: string[], cookie?: string): Promise<string[]> {
  const each = new Map<string, number[]>(paths.map((p) => [p, []]));
  const together: number[] = [];
  const sizes = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    for (const p of paths) {
      const { ms, value } = await timed(() => get(`${base}${p}`, cookie));
      if (value.status !== 200) throw new Error(`${p} answered ${value.status}: ${value.text}`);
      each.get(p)?.push(ms);
      sizes.set(p, value.text.length);
    }
    together.push((await timed(() => Promise.all(paths.map((p) => get(`${base}${p}`, cookie))))).ms);
  }
  const line = (name: string, values: number[]) => `  ${name.padEnd(44)} median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
  return [
    ...paths.map((p) => `${line(p.replace(/[0-9a-f-]{36}|[A-Za-z0-9_-]{43}/g, "…"), each.get(p) ?? [])} (${Math.round((sizes.get(p) ?? 0) / 1024)} KiB)`),
    line("all together", together),
  ];
}

/** The production build on the seeded database, for Lighthouse. */
async function startBuilt(): Promise<{ child: ChildProcess; url: string }> {
  const port = 20_000 + Math.floor(Math.random() * 12_000);
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    PUBLIC_URL: url,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
  };
  const child = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if ((await fetch(`${url}/api/admin/status`).catch(() => null))?.ok) return { child, url };
  }
  throw new Error("the built server did not start in 60 s");
}

/** A bare HTML page with the day's list as text, gzipped, and no script or stylesheet: how soon a phone can paint that much at all. */
async function floorPage(text: string): Promise<{ server: http.Server; url: string }> {
  const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kontroll</title></head><body><main><h1>Kvarteret Miljonen</h1><pre>${text.replace(/[<&]/g, "")}</pre></main></body></html>`;
  const gzipped = zlib.gzipSync(html);
  // Compressed as the product's pages are.
  const server = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" }).end(gzipped));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

function webSummary(name: string, runs: Figures[]): string {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  return `  ${name.padEnd(28)} FCP ${m((f) => f.fcpMs).toFixed(0)} ms, LCP ${m((f) => f.lcpMs).toFixed(0)} ms, TBT ${m((f) => f.tbtMs).toFixed(0)} ms, performance ${m((f) => f.performance).toFixed(2)}, ${m((f) => f.kib).toFixed(0)} KiB`;
}

async function main(): Promise<void> {
  const { site, token } = await seed();
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  let sample: string;
  try {
    const admin = await benchSignIn(url, BENCH_ADMIN);
    await setBenchCompany(url, admin);
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) floor.push((await timed(() => get(`${url}/api/user`, admin))).ms);
    console.log(`database: ${databaseUrl ? "PostgreSQL server" : "embedded (PGlite)"}; floor GET /api/user median ${median(floor).toFixed(1)} ms`);
    console.log(`the admin's 'Kontroll' (goal < 100 ms):`);
    for (const line of await measure(url, [`/api/sites/${site}/control`, `/api/sites/${site}/present`, `/api/sites/${site}/ledger`], admin)) console.log(line);
    console.log(`the inspector's link (goal < 100 ms):`);
    for (const line of await measure(url, [`/api/inspection/${token}`, `/api/inspection/${token}/ledger`])) console.log(line);
    sample = (await get(`${url}/api/inspection/${token}/ledger`)).text;
  } finally {
    await stopBenchServer(child);
  }
  try {
    if (!chrome || !fs.existsSync("dist/server/index.js")) {
      console.log("paint: skipped (needs `npm run build` and a Chromium)");
      return;
    }
    const floor = await floorPage(sample.slice(0, 60_000));
    const built = await startBuilt();
    try {
      const html = (await get(`${built.url}/kontroll/${token}`)).text;
      console.log(`the page carries the view: ${html.includes('data-ssr="inspection"') ? "yes" : "no"}, ${Math.round(html.length / 1024)} KiB of HTML`);
      const page: Figures[] = [];
      const bare: Figures[] = [];
      for (let i = 0; i < WEB_RUNS; i++) {
        bare.push(await lighthouse(floor.url, chrome));
        page.push(await lighthouse(`${built.url}/kontroll/${token}`, chrome));
      }
      console.log(`paint on a Lighthouse-throttled phone, median of ${WEB_RUNS} (goal: LCP < 1 s):`);
      console.log(webSummary("floor: bare HTML page", bare));
      console.log(webSummary("/kontroll/{token}", page));
    } finally {
      floor.server.close();
      await stopBenchServer(built.child);
    }
  } finally {
    await storage.remove();
  }
}

await main();
