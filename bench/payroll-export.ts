/**
 * `npm run bench:payroll`: seeds WORKERS (default 1 000) workers with a month of verified
 * reports straight in SQL and a month of attested expenses (bench/expenses-seed.ts: seven
 * each, about fifteen pay lines), then times POST /api/payroll/exports and the download of the
 * PAXml file (hours and `lonetransaktioner`) through the real endpoints, RUNS times (default 5;
 * each run reopens the period so the next may export it again), and samples the server's
 * resident memory while the file streams. Prints medians and their ratio to a floor measured in
 * the same run (GET /api/user, a signed-in request that does almost nothing), so that figures
 * from different machines compare. EXPENSES=0 leaves the expenses out; PAXML_OUT=<file> keeps the
 * last run's file there (to validate it against the schema with xmllint). Not a test: it prints figures and never fails on them.
 * BENCH_DATABASE_URL runs it on a PostgreSQL server instead of the embedded database.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { seedExpenses } from "./expenses-seed";
import { setBenchCompany } from "./ledger-seed";
import { benchSignIn, benchStorage, median, memoryOf, seedPeopleAndProjects, startBenchServer, stopBenchServer, timed } from "./lib";

const WORKERS = Number(process.env.WORKERS ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 5);
/** EXPENSES=0 seeds the hours alone, to compare. */
const EXPENSES = process.env.EXPENSES !== "0";
const PERIOD = { startDate: "2026-10-01", endDate: "2026-10-31" };
const storage = await benchStorage("tidrapport-bench-payroll");
const { dataDir, databaseUrl } = storage;

/**
 * Every weekday of October 2026 a work day of 8 hours on one of 40 projects; every tenth worker sick on Fridays.
 * October 2026 has no public holiday on a weekday, so no day is missing, none doubled, none long:
 * the period has no warnings and the export needs no `acknowledgeWarnings` (it still computes them).
 */
async function seed(): Promise<number> {
  const started = Date.now();
  // Seeding is not what is measured: it may take long on a busy host.
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db"), timeouts: { statementMs: 900_000 } });
  const db = database.db;
  await seedPeopleAndProjects(db, WORKERS, 40);
  await db.execute(sql`
    WITH w AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'worker'),
         p AS (SELECT id, row_number() OVER (ORDER BY project_number) - 1 AS n FROM projects),
         d AS (SELECT day::date AS day FROM generate_series(${PERIOD.startDate}::date, ${PERIOD.endDate}::date, '1 day') day
               WHERE extract(isodow FROM day) < 6)
    INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description, status, is_verified)
    SELECT w.id,
           CASE WHEN w.n % 10 = 0 AND extract(isodow FROM d.day) = 5 THEN NULL ELSE p.id END,
           CASE WHEN w.n % 10 = 0 AND extract(isodow FROM d.day) = 5 THEN 'SJK' ELSE 'ARB' END::time_code,
           d.day, 8, 'Gjutning och armering', 'verified', true
    FROM w CROSS JOIN d JOIN p ON p.n = (w.n + extract(day FROM d.day)::int) % 40`);
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM time_reports`);
  const seeded = EXPENSES ? await seedExpenses(db, PERIOD.startDate.slice(0, 7)) : { expenses: 0, lines: 0 };
  await database.close();
  const reports = Number(count.rows[0]?.n ?? 0);
  console.log(
    `seeded ${WORKERS} workers, ${reports} verified reports, ${seeded.expenses} attested expenses (${seeded.lines} pay lines) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return reports;
}

/** Reads the answer's body chunk by chunk, sampling the server's resident memory; the bytes read and the highest sample. */
async function drain(res: Response, serverPid: number): Promise<{ bytes: number; peakRssMb: number }> {
  let bytes = 0;
  let peakRssMb = memoryOf(serverPid).rssMb;
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    bytes += chunk.value.length;
    peakRssMb = Math.max(peakRssMb, memoryOf(serverPid).rssMb);
  }
  return { bytes, peakRssMb };
}

async function main(): Promise<void> {
  await seed();
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  try {
    const cookie = await benchSignIn(url);
    // An export is refused while our company's name or org number is blank.
    await setBenchCompany(url, cookie);
    const json = { cookie, "content-type": "application/json", origin: url };
    const floor: number[] = [];
    const exports: number[] = [];
    const downloads: number[] = [];
    const totals: number[] = [];
    let bytes = 0;
    let lastId = "";
    const pid = child.pid ?? 0;
    const rssBefore = memoryOf(pid).rssMb;
    let rssPeak = rssBefore;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < 5; i++) floor.push((await timed(() => fetch(`${url}/api/user`, { headers: { cookie } }).then((r) => r.arrayBuffer()))).ms);
      const created = await timed(() => fetch(`${url}/api/payroll/exports`, { method: "POST", headers: json, body: JSON.stringify(PERIOD) }));
      if (created.value.status !== 201) throw new Error(`export answered ${created.value.status}: ${await created.value.text()}`);
      const { id } = (await created.value.json()) as { id: string };
      lastId = id;
      exports.push(created.ms);
      const file = await timed(() => fetch(`${url}/api/payroll/exports/${id}/paxml`, { headers: { cookie } }).then((r) => drain(r, pid)));
      downloads.push(file.ms);
      totals.push(created.ms + file.ms);
      bytes = file.value.bytes;
      rssPeak = Math.max(rssPeak, file.value.peakRssMb);
      const reopened = await fetch(`${url}/api/payroll/exports/${id}`, {
        method: "DELETE",
        headers: json,
        body: JSON.stringify({ reason: "Bänkmätning, körs igen" }),
      });
      if (reopened.status !== 200) throw new Error(`reopen answered ${reopened.status}`);
    }
    if (process.env.PAXML_OUT) {
      const file = await fetch(`${url}/api/payroll/exports/${lastId}/paxml`, { headers: { cookie } });
      fs.writeFileSync(process.env.PAXML_OUT, Buffer.from(await file.arrayBuffer()));
    }
    const floorMs = median(floor);
    console.log(`database:          ${databaseUrl ? "PostgreSQL server" : "embedded (PGlite)"}`);
    console.log(`runs:              ${RUNS}`);
    console.log(`floor GET /api/user: ${floorMs.toFixed(1)} ms (median of ${floor.length})`);
    console.log(`POST export:       ${median(exports).toFixed(0)} ms median (${(median(exports) / floorMs).toFixed(0)}× floor)`);
    console.log(
      `PAXml download:    ${median(downloads).toFixed(0)} ms median (${(median(downloads) / floorMs).toFixed(0)}× floor), ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(`export + download: ${median(totals).toFixed(0)} ms median, ${Math.max(...totals).toFixed(0)} ms slowest`);
    console.log(`server RSS:        ${rssBefore.toFixed(0)} MB before the first run, ${rssPeak.toFixed(0)} MB highest while a file streamed`);
  } finally {
    await stopBenchServer(child);
    await storage.remove();
  }
}

await main();
