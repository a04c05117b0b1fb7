/**
 * The bench:api database: 1 000 workers, 50 projects and 1 000 000 reports generated in SQL
 * in a database of its own (`tidrapport_bench_api`) next to the one BENCH_DATABASE_URL names.
 * It is kept between runs: a run reuses it when its row counts, its migrations and the week
 * it was seeded up to are what this run would seed; BENCH_RESEED=1 seeds it afresh.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { addDays, todayIn, weekStart } from "../shared/dates";
import { hashPassword } from "../server/users";
import { MIGRATIONS_DIR, runMigrations } from "../server/db/migrate";

export const BENCH_DATABASE = "tidrapport_bench_api";
export const WORKERS = 1_000;
/** Every worker reports every weekday of the last WEEKS weeks: 1 000 × 200 × 5 = 1 000 000 reports. */
const WEEKS = 200;
const PROJECTS = 50;
/** Bump when the generated data changes, so that a kept database is seeded again. */
const SEED_VERSION = 3;
/** The arbetsledare of the approval queue (docs/product-rules.md §18): worker 2 leads P-011…P-015. */
export const BENCH_LEADER = "arbetare2@example.se";
export const LED_PROJECTS = ["P-011", "P-012", "P-013", "P-014", "P-015"];
export const BENCH_PASSWORD = "benchmark";

const FIRST_NAMES = "Anna Erik Maria Lars Karin Anders Eva Johan Sara Per Emma Mikael Lena Nils Ida Oskar Sofia Gustav Elin Axel".split(" ");
const SURNAMES =
  "Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Jansson Hansson Bengtsson Jönsson Lindberg Jakobsson Magnusson Lindström Olofsson Lindqvist Lindgren Berg Axelsson Bergström Lundberg Lind Lundgren Lundqvist Mattsson Berglund Fredriksson Sandberg Henriksson Forsberg Sjöberg Wallin Engström Eklund Danielsson Lundin Håkansson Björk Bergman Gunnarsson Holm Wikström Samuelsson Isaksson".split(
    " ",
  );
const PLACES = "Ängen Björkhagen Sjöudden Kvarnen Hamnen Tallbacken Ekdalen Stationen Bryggan Åsen".split(" ");
const KINDS = "nybyggnad renovering tillbyggnad stambyte fasad".split(" ");
const DESCRIPTIONS =
  "Gjutning och armering av bottenplatta|Formsättning av väggar|Montering av takstolar|Isolering och plastning|Gipsning av innerväggar|Rivning av gamla badrum|Byte av fönster på plan 2|Fasadputs och ställningsarbete|Markarbeten och dränering|Montering av köksinredning|Snickeri kring trappor|Städning och slutbesiktning".split(
    "|",
  );

export interface BenchData {
  url: string;
  reused: boolean;
  seconds: number;
  /** Monday and Friday of the seeded weeks: the last is this week. */
  firstDay: string;
  lastDay: string;
}

interface SeedMeta {
  version: number;
  lastDay: string;
  workers: number;
  reports: number;
  migrations: string[];
}

function journalTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Whether the kept database holds what `expected` describes, counted, not only as its note says. */
async function matches(url: string, stored: string | null, expected: SeedMeta): Promise<boolean> {
  if (stored !== JSON.stringify(expected)) return false;
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ reports: number; workers: number; migrations: number }>(`
      SELECT (SELECT count(*)::int FROM time_reports) AS reports,
             (SELECT count(*)::int FROM users WHERE role = 'worker') AS workers,
             (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`);
    const row = rows[0];
    return row?.reports === expected.reports && row.workers === expected.workers && row.migrations === expected.migrations.length;
  }).catch(() => false);
}

/** The kept database when it is what this run needs, else a fresh one migrated and seeded. */
export async function ensureBenchDatabase(serverUrl: string, options: { reseed: boolean; timeZone: string }): Promise<BenchData> {
  const started = Date.now();
  const monday = weekStart(todayIn(options.timeZone));
  const firstDay = addDays(monday, -7 * (WEEKS - 1));
  const lastDay = addDays(monday, 4);
  const expected: SeedMeta = { version: SEED_VERSION, lastDay, workers: WORKERS, reports: WORKERS * WEEKS * 5, migrations: journalTags() };
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const benchUrl = url.toString();

  const stored = await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ note: string | null }>("SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1", [
      BENCH_DATABASE,
    ]);
    return rows.length ? (rows[0]?.note ?? null) : undefined;
  });
  if (stored !== undefined && !options.reseed && (await matches(benchUrl, stored, expected))) {
    // Sign-ins of earlier runs must not meet the rate limit, nor their sessions pile up.
    await withClient(benchUrl, (client) => client.query("DELETE FROM rate_limits; DELETE FROM session"));
    return { url: benchUrl, reused: true, seconds: (Date.now() - started) / 1000, firstDay, lastDay };
  }

  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  const pool = new pg.Pool({ connectionString: benchUrl, max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  await withClient(benchUrl, (client) => seed(client, firstDay, lastDay, monday));
  await withClient(serverUrl, (client) => client.query(`COMMENT ON DATABASE ${BENCH_DATABASE} IS ${client.escapeLiteral(JSON.stringify(expected))}`));
  return { url: benchUrl, reused: false, seconds: (Date.now() - started) / 1000, firstDay, lastDay };
}

async function seed(client: pg.Client, firstDay: string, lastDay: string, monday: string): Promise<void> {
  await client.query("SET synchronous_commit = off; SET maintenance_work_mem = '256MB'");
  // One argon2 hash for every account: hashing a thousand would take longer than the rest.
  const hash = await hashPassword(BENCH_PASSWORD);
  await client.query("INSERT INTO users (username, password, full_name, email, role) VALUES ('bench-admin', $1, 'Bänk Admin', 'bench@example.se', 'admin')", [
    hash,
  ]);
  // Worker n is arbetare<n>@example.se, employee number E0000n; 20 first names × 50 surnames.
  await client.query(
    `INSERT INTO users (username, password, full_name, email, role, employee_number)
     SELECT 'arbetare' || g, $1, ($2::text[])[1 + ((g - 1) / 50) % 20] || ' ' || ($3::text[])[1 + (g - 1) % 50],
            'arbetare' || g || '@example.se', 'worker', 'E' || lpad(g::text, 5, '0')
     FROM generate_series(1, $4::int) g`,
    [hash, FIRST_NAMES, SURNAMES, WORKERS],
  );
  // P-001…P-010 are assigned (each to a tenth of the workers), the rest open to all; a few planned, completed, archived.
  await client.query(
    `INSERT INTO projects (project_number, title, status, estimated_hours, start_date)
     SELECT 'P-' || lpad(g::text, 3, '0'), 'Kv. ' || ($1::text[])[1 + (g - 1) % 10] || ' ' || ($2::text[])[1 + (g - 1) % 5] || ' ' || g,
            CASE WHEN g > 46 THEN 'archived' WHEN g > 43 THEN 'completed' WHEN g > 40 THEN 'planning' ELSE 'active' END::project_status,
            1000 + g * 150, $3::date + g * 7
     FROM generate_series(1, $4::int) g`,
    [PLACES, KINDS, firstDay, PROJECTS],
  );
  await client.query(`
    INSERT INTO project_assignments (project_id, worker_id)
    SELECT p.id, u.id FROM users u JOIN projects p ON p.project_number = 'P-' || lpad((1 + (substr(u.employee_number, 2)::int - 1) % 10)::text, 3, '0')
    WHERE u.role = 'worker'`);
  await insertReports(client, firstDay, lastDay);
  await approveBeforeThisWeek(client, monday);
  // Every worker closed every past week but for some of last week's.
  await client.query(
    `INSERT INTO weekly_closures (worker_id, year, week_number, closed_at)
     SELECT u.id, extract(isoyear FROM wk)::int, extract(week FROM wk)::int, (wk + 4 + time '16:00') AT TIME ZONE 'Europe/Stockholm'
     FROM users u CROSS JOIN LATERAL (SELECT day::date AS wk FROM generate_series($1::date, $2::date, '7 days') day) weeks
     WHERE u.role = 'worker' AND (wk < $2::date OR substr(u.employee_number, 2)::int % 10 < 7)`,
    [firstDay, addDays(monday, -7)],
  );
  await client.query("VACUUM ANALYZE");
}

/**
 * Two-level attest as a company that has used it for a while: worker 2 leads five open projects
 * (about a hundred workers report on them in a week), and every submitted report dated before
 * this week is approved at the time it was sent: last week's on worker 2's projects by worker 2
 * (its 'Godkända, ej attesterade'), the rest by the admin. What waits is this week's.
 */
async function approveBeforeThisWeek(client: pg.Client, monday: string): Promise<void> {
  await client.query(
    `INSERT INTO project_leaders (project_id, user_id)
     SELECT p.id, u.id FROM projects p, users u WHERE u.email = $1 AND p.project_number = ANY($2::text[])`,
    [BENCH_LEADER, LED_PROJECTS],
  );
  await client.query(
    `UPDATE time_reports SET approved_at = updated_at, approved_by = (SELECT id FROM users WHERE email = 'bench@example.se')
     WHERE status = 'submitted' AND date < $1::date`,
    [monday],
  );
  await client.query(
    `UPDATE time_reports SET approved_by = (SELECT id FROM users WHERE email = $1)
     WHERE status = 'submitted' AND date >= $2::date AND date < $3::date
       AND project_id IN (SELECT project_id FROM project_leaders WHERE user_id = (SELECT id FROM users WHERE email = $1))
       AND worker_id <> (SELECT id FROM users WHERE email = $1)`,
    [BENCH_LEADER, addDays(monday, -7), monday],
  );
}

/**
 * One report per worker and weekday: mostly ARB on a project (the worker's assigned one
 * every fifth week, else an open one that changes monthly), some ÖT1, and sick leave,
 * holiday and VAB without a project. The last four weeks are all `submitted`, older weeks
 * now and then; the rest `verified`. Secondary indexes are dropped during the insert and
 * built again after, and the table's own triggers (a rollup, if there is one) are off and
 * their result rebuilt once.
 */
async function insertReports(client: pg.Client, firstDay: string, lastDay: string): Promise<void> {
  const indexes = await client.query<{ name: string; definition: string }>(`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = 'time_reports'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I', i.indexname)::regclass)`);
  for (const index of indexes.rows) await client.query(`DROP INDEX ${client.escapeIdentifier(index.name)}`);
  const triggers = await client.query("SELECT 1 FROM pg_trigger WHERE tgrelid = 'time_reports'::regclass AND NOT tgisinternal");
  if (triggers.rowCount) await client.query("ALTER TABLE time_reports DISABLE TRIGGER USER");
  await client.query(
    `WITH d AS (
       SELECT day::date AS day, (row_number() OVER (ORDER BY day) - 1)::int AS i
       FROM generate_series($1::date, $2::date, '1 day') day WHERE extract(isodow FROM day) < 6),
     w AS (SELECT id, substr(employee_number, 2)::int AS n FROM users WHERE role = 'worker'),
     p AS (SELECT array_agg(id ORDER BY project_number) AS ids FROM projects),
     x AS (
       SELECT w.id AS worker_id, w.n, d.day, d.i, p.ids,
              (w.n * 7919 + d.i * 104729) % 1000 AS r, (w.n * 31 + d.i * 17) % 1000 AS r2, ${WEEKS - 1} - d.i / 5 AS weeks_ago,
              CASE WHEN (w.n * 7919 + d.i * 104729) % 1000 < 30 THEN 'SJK' WHEN (w.n * 7919 + d.i * 104729) % 1000 < 50 THEN 'SEM'
                   WHEN (w.n * 7919 + d.i * 104729) % 1000 < 55 THEN 'VAB' WHEN (w.n * 7919 + d.i * 104729) % 1000 < 105 THEN 'ÖT1'
                   ELSE 'ARB' END AS code
       FROM w CROSS JOIN d CROSS JOIN p)
     INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description, status, is_verified,
                               start_time, end_time, break_minutes, created_at, updated_at)
     SELECT worker_id,
            CASE WHEN code IN ('SJK', 'SEM', 'VAB') THEN NULL WHEN (i / 5 + n) % 5 = 0 THEN ids[1 + (n - 1) % 10] ELSE ids[11 + (n + i / 20) % 40] END,
            code::time_code, day,
            CASE WHEN code = 'ÖT1' THEN 2.5 ELSE 8 END,
            CASE code WHEN 'SJK' THEN 'Sjuk' WHEN 'SEM' THEN 'Semester' WHEN 'VAB' THEN 'Vård av sjukt barn'
                      ELSE ($3::text[])[1 + (n + i) % 12] END,
            s.status::report_status, s.status = 'verified',
            CASE WHEN code = 'ARB' AND r2 % 3 = 0 THEN '07:00' END,
            CASE WHEN code = 'ARB' AND r2 % 3 = 0 THEN '16:00' END,
            CASE WHEN code = 'ARB' AND r2 % 3 = 0 THEN 60 END,
            (day + time '15:30' + (n % 120) * interval '1 minute') AT TIME ZONE 'Europe/Stockholm',
            (day + time '15:30' + (n % 120) * interval '1 minute') AT TIME ZONE 'Europe/Stockholm'
     FROM x CROSS JOIN LATERAL (
       SELECT CASE WHEN weeks_ago < 4 OR (weeks_ago < 20 AND r2 < 500) OR r2 < 40 THEN 'submitted' ELSE 'verified' END AS status) s`,
    [firstDay, lastDay, DESCRIPTIONS],
  );
  for (const index of indexes.rows) await client.query(index.definition);
  if (triggers.rowCount) await client.query("ALTER TABLE time_reports ENABLE TRIGGER USER");
  const rebuild = await client.query("SELECT 1 FROM pg_proc WHERE proname = 'rebuild_project_hours'");
  if (rebuild.rowCount) await client.query("SELECT rebuild_project_hours()");
}
