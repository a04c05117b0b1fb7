/**
 * `npm run bench:journal`: seeds WORKERS (default 1 000) workers with a year (YEAR, default
 * 2026) of reports straight in SQL: every weekday 8 h of ordinary time, and overtime every
 * other week (ÖT1 2 h on Tuesdays, ÖT2 1.5 h on Thursdays, some still `submitted`). Then
 * times GET /api/working-time/journal?year= through the real endpoint, RUNS times (default
 * 9), and prints the median and its ratio to a floor measured in the same run (GET /api/user,
 * a signed-in request that does almost nothing), so that figures from different machines
 * compare. The goal (issue 9) is under a second on the PostgreSQL server. Not a test: it
 * prints figures and never fails on them. BENCH_DATABASE_URL runs it on a PostgreSQL server
 * instead of the embedded database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { createAccount } from "../server/users";
import { createServerDatabase } from "../tests/support/server-database";
import { benchSignIn, median, startBenchServer, timed } from "./lib";

const WORKERS = Number(process.env.WORKERS ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 9);
const YEAR = Number(process.env.YEAR ?? 2026);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-bench-journal-"));
const serverUrl = process.env.BENCH_DATABASE_URL;
const serverDatabase = serverUrl ? await createServerDatabase(serverUrl, "tidrapport_bench") : undefined;
const databaseUrl = serverDatabase?.url;

async function seed(): Promise<{ reports: number; overtime: number }> {
  const started = Date.now();
  // A year for 1 000 workers is some 300 000 rows: more than the product's statement timeout allows one insert.
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db"), timeouts: { statementMs: 600_000 } });
  const db = database.db;
  await createAccount(db, { username: "bench-admin", fullName: "Bänk Admin", email: "bench@example.se", password: "benchmark", role: "admin" }, null);
  await db.execute(sql`
    INSERT INTO users (username, password, full_name, email, role, employee_number)
    SELECT 'arbetare' || g, 'x', 'Arbetare Åström ' || g, 'arbetare' || g || '@example.se', 'worker', 'E' || lpad(g::text, 5, '0')
    FROM generate_series(1, ${WORKERS}) g`);
  await db.execute(sql`INSERT INTO projects (project_number, title) SELECT 'P-' || g, 'Projekt Ängen ' || g FROM generate_series(1, 40) g`);
  // One statement: weekdays × workers for ordinary time, plus the overtime days of odd ISO weeks.
  await db.execute(sql`
    WITH w AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'worker'),
         p AS (SELECT id, row_number() OVER (ORDER BY project_number) - 1 AS n FROM projects),
         d AS (SELECT day::date AS day, extract(isodow FROM day)::int AS dow, extract(week FROM day)::int AS week
               FROM generate_series(make_date(${YEAR}, 1, 1), make_date(${YEAR}, 12, 31), '1 day') day),
         planned AS (
           SELECT d.day, 'ARB' AS code, 8.0 AS hours FROM d WHERE d.dow < 6
           UNION ALL SELECT d.day, 'ÖT1', 2.0 FROM d WHERE d.dow = 2 AND d.week % 2 = 1
           UNION ALL SELECT d.day, 'ÖT2', 1.5 FROM d WHERE d.dow = 4 AND d.week % 2 = 1)
    INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description, status, is_verified)
    SELECT w.id, p.id, planned.code::time_code, planned.day, planned.hours, 'Gjutning och armering',
           CASE WHEN (w.n + extract(day FROM planned.day)::int) % 7 = 0 THEN 'submitted' ELSE 'verified' END::report_status,
           (w.n + extract(day FROM planned.day)::int) % 7 <> 0
    FROM w CROSS JOIN planned JOIN p ON p.n = (w.n + extract(day FROM planned.day)::int) % 40`);
  await db.execute(sql`ANALYZE time_reports`);
  const count = await db.execute<{ n: number; ot: number }>(
    sql`SELECT count(*)::int AS n, (count(*) FILTER (WHERE time_code IN ('ÖT1', 'ÖT2')))::int AS ot FROM time_reports`,
  );
  await database.close();
  const reports = Number(count.rows[0]?.n ?? 0);
  const overtime = Number(count.rows[0]?.ot ?? 0);
  console.log(`seeded ${WORKERS} workers, ${reports} reports (${overtime} overtime) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { reports, overtime };
}

async function main(): Promise<void> {
  await seed();
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  try {
    const cookie = await benchSignIn(url);
    const floor: number[] = [];
    const journal: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < 5; i++) floor.push((await timed(() => fetch(`${url}/api/user`, { headers: { cookie } }).then((r) => r.arrayBuffer()))).ms);
      const res = await timed(() =>
        fetch(`${url}/api/working-time/journal?year=${YEAR}`, { headers: { cookie } }).then(async (r) => ({ status: r.status, text: await r.text() })),
      );
      if (res.value.status !== 200) throw new Error(`journal answered ${res.value.status}: ${res.value.text}`);
      journal.push(res.ms);
      rows = (JSON.parse(res.value.text) as { rows: unknown[] }).rows.length;
      bytes = Buffer.byteLength(res.value.text);
    }
    const floorMs = median(floor);
    const journalMs = median(journal);
    console.log(`database:            ${databaseUrl ? "PostgreSQL server" : "embedded (PGlite)"}`);
    console.log(`runs:                ${RUNS}`);
    console.log(`floor GET /api/user: ${floorMs.toFixed(1)} ms (median of ${floor.length})`);
    console.log(
      `GET journal ${YEAR}:    ${journalMs.toFixed(0)} ms median (${(journalMs / floorMs).toFixed(0)}× floor), ${rows} rows, ${(bytes / 1024).toFixed(0)} KB`,
    );
    const verdict = databaseUrl ? (journalMs < 1000 ? "met" : "not met") : "judged on the PostgreSQL server only (BENCH_DATABASE_URL)";
    console.log(`goal:                under 1000 ms on the PostgreSQL server: ${verdict}`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await serverDatabase?.drop();
  }
}

await main();
