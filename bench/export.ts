/**
 * `npm run bench:export`: exports ROWS (default 100 000) reports as CSV through the real
 * endpoint and prints the time, the size and the server's memory (resident set before and
 * at its peak). Not a test: it prints figures and never fails on them.
 * BENCH_DATABASE_URL runs it on a PostgreSQL server instead of the embedded database.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { benchSignIn, benchStorage, createBenchAdmin, memoryOf, startBenchServer, stopBenchServer } from "./lib";

const ROWS = Number(process.env.ROWS ?? 100_000);
const storage = await benchStorage("tidrapport-bench");
const { dataDir, databaseUrl } = storage;

async function seed(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, "db") });
  const db = database.db;
  await createBenchAdmin(db);
  await db.execute(sql`
    INSERT INTO users (username, password, full_name, email, role)
    SELECT 'arbetare' || g, 'x', 'Arbetare Åström ' || g, 'arbetare' || g || '@example.se', 'worker' FROM generate_series(1, 50) g`);
  await db.execute(sql`
    INSERT INTO projects (project_number, title) SELECT 'P-' || g, 'Projekt Ängen ' || g FROM generate_series(1, 20) g`);
  await db.execute(sql`
    INSERT INTO time_reports (worker_id, project_id, date, hours, description, status, is_verified)
    SELECT w.id, p.id, current_date - (g % 365), ((g % 16) + 1) / 2.0,
           'Beskrivning nr ' || g || ': gjutning, armering; "citat" och åäö', 'submitted', false
    FROM generate_series(1, ${ROWS}) g
    JOIN LATERAL (SELECT id FROM users WHERE role = 'worker' ORDER BY username OFFSET (g % 50) LIMIT 1) w ON true
    JOIN LATERAL (SELECT id FROM projects ORDER BY project_number OFFSET (g % 20) LIMIT 1) p ON true`);
  await database.close();
  console.log(`seeded ${ROWS} reports in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  await seed();
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  try {
    const cookie = await benchSignIn(url);
    const before = memoryOf(child.pid ?? 0);
    const started = Date.now();
    const res = await fetch(`${url}/api/time-reports/export`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    let peakDuring = before.rssMb;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      bytes += chunk.value.length;
      for (const b of chunk.value) if (b === 10) lines++;
      peakDuring = Math.max(peakDuring, memoryOf(child.pid ?? 0).rssMb);
    }
    const seconds = (Date.now() - started) / 1000;
    const after = memoryOf(child.pid ?? 0);
    console.log(`database:        ${databaseUrl ? "PostgreSQL server" : "embedded (PGlite)"}`);
    console.log(`status:          ${res.status}`);
    console.log(`rows exported:   ${lines - 1}`);
    console.log(`size:            ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(`time:            ${seconds.toFixed(2)} s (${Math.round((lines - 1) / seconds)} rows/s)`);
    console.log(
      `server RSS:      ${before.rssMb.toFixed(0)} MB before, ${peakDuring.toFixed(0)} MB peak during export, ${after.peakMb.toFixed(0)} MB peak since start`,
    );
  } finally {
    await stopBenchServer(child);
    await storage.remove();
  }
}

await main();
