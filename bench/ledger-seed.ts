/**
 * What bench/ledger.ts and bench/control.ts seed in SQL: workers with identity numbers, a site
 * holding a million entries of past days, and a day of today's check-ins.
 */
import { sql, type SQL } from "drizzle-orm";
import { luhnCheckDigit } from "../shared/domain";
import type { Db } from "../server/db";
import { createAccount } from "../server/users";

/** A valid personnummer for person `n`: a birth date from 1960 on and a serial, with its check digit. */
export function benchIdentityNumber(n: number): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + (n % 15_000) * 86_400_000);
  const date = birth.toISOString().slice(0, 10).replaceAll("-", "");
  const serial = String(100 + Math.floor(n / 15_000)).padStart(3, "0");
  const nine = `${date.slice(2)}${serial}`;
  return `${date}-${serial}${luhnCheckDigit(nine)}`;
}

export const stockholmDay = (d: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(d);

/** Workers 'ledger1' to 'ledger{people}', each with an identity number; one hashed password copied to all (argon2 for each would take minutes). */
export async function seedLedgerWorkers(db: Db, people: number, password: string): Promise<void> {
  await createAccount(db, { username: "ledger1", fullName: "Arbetare Åström 1", email: "ledger1@example.se", password, role: "worker" }, null);
  await db.execute(sql`
    INSERT INTO users (username, password, full_name, email, role, employee_number)
    SELECT 'ledger' || g, (SELECT password FROM users WHERE username = 'ledger1'), 'Arbetare Åström ' || g, 'ledger' || g || '@example.se', 'worker', 'L' || lpad(g::text, 5, '0')
    FROM generate_series(2, ${people}) g`);
  const ids = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE role = 'worker' ORDER BY username`);
  for (const [i, row] of ids.rows.entries()) await db.execute(sql`UPDATE users SET identity_number = ${benchIdentityNumber(i + 1)} WHERE id = ${row.id}`);
}

/** A ready site (Skatteverket's ID set, open-ended); its id. */
export async function insertBenchSite(db: Db, name: string, skvId: string): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`
    INSERT INTO sites (name, address, skv_id, start_date, builder_name, builder_org_number)
    VALUES (${name}, 'Storgatan 2, Umeå', ${skvId}, '2020-01-01', 'Fastighets AB Älven', '556036-0793') RETURNING id`);
  const id = rows.rows[0]?.id;
  if (!id) throw new Error("insert sites returned no row");
  return id;
}

/**
 * `entries` entries on the site: every worker in at 07:00 and out at 16:00 (Stockholm, a minute
 * apart per person) each day, back from yesterday, for as many days as it takes.
 */
export async function seedPastDays(db: Db, siteId: string, entries: number, people: number): Promise<number> {
  const days = Math.ceil(entries / (2 * people));
  await chainBulkRows(
    db,
    siteId,
    "ledger_entries",
    (into) => sql`
    WITH p AS (SELECT id, full_name, identity_number, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'worker'),
         d AS (SELECT (current_date - g) AS day FROM generate_series(1, ${days}) g),
         k AS (SELECT 'in' AS kind, time '07:00' AS at UNION ALL SELECT 'out', time '16:00')
    INSERT INTO ${into} (site_id, user_id, person_name, identity_number, company_name, company_org_number,
                                kind, occurred_at, recorded_at, recorded_by, method, chain_seq, hash)
    SELECT ${siteId}, x.* FROM (
      SELECT p.id, p.full_name, p.identity_number, 'Bänkbygg AB', '556677-8899', k.kind,
             ((d.day + k.at + (p.n % 10) * interval '1 minute') AT TIME ZONE 'Europe/Stockholm'),
             ((d.day + k.at + (p.n % 10) * interval '1 minute') AT TIME ZONE 'Europe/Stockholm'),
             p.id, 'self', -row_number() OVER (ORDER BY d.day, k.at, p.n), ''
      FROM d CROSS JOIN p CROSS JOIN k
      LIMIT ${entries}) x`,
  );
  return days;
}

/** Our company's name and org number: the ledger refuses check-ins without them. */
export async function setBenchCompany(url: string, cookie: string): Promise<void> {
  const current = (await fetch(`${url}/api/settings/payroll`, { headers: { cookie } }).then((r) => r.json())) as Record<string, unknown>;
  const res = await fetch(`${url}/api/settings/payroll`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json", origin: url },
    body: JSON.stringify({ ...current, companyName: "Bänkbygg AB", orgNumber: "556677-8899" }),
  });
  if (!res.ok) throw new Error(`payroll settings answered ${res.status}: ${await res.text()}`);
}

/** The tables whose rows are links of a site's chain. */
export type ChainedTable = "ledger_entries" | "ledger_events";

const CANONICAL: Record<ChainedTable, string> = { ledger_entries: "ledger_entry_canonical", ledger_events: "ledger_event_canonical" };

/**
 * Writes bulk rows of `table` as the next links of the site's chain (docs/product-rules.md §15,
 * "Kedjan"), already numbered and hashed: `insert(into)` is an INSERT into `into`, a staging
 * table shaped as `table` with its defaults, that gives the rows the places -1, -2, … in the
 * order they belong in. One ordered pass then numbers them on from the chain's head, hashes
 * each with the database's own canonical form and inserts them into `table`, a batch at a
 * time, and the head moves to the last link. Each row is written once: no UPDATE of a million
 * rows and their nine indexes. The triggers are off (`session_replication_role = replica`, a
 * superuser's: the bench's and the tests' database role); the server never writes rows this way.
 */
export async function chainBulkRows(db: Db, siteId: string, table: ChainedTable, insert: (into: SQL) => SQL): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(siteId)) throw new Error("not a site id");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // The pass sorts the staged rows whole: in memory rather than in files.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql.raw(`CREATE TEMP TABLE bulk_links (LIKE ${table} INCLUDING DEFAULTS) ON COMMIT DROP`));
    await tx.execute(insert(sql.raw("bulk_links")));
    await tx.execute(
      sql.raw(`DO $$
DECLARE
  n bigint;
  prev text;
  link ${table};
  batch ${table}[] := '{}';
BEGIN
  SELECT coalesce(max(seq), 0), coalesce(max(hash), '') INTO n, prev FROM ledger_chains WHERE site_id = '${siteId}';
  FOR link IN SELECT * FROM bulk_links WHERE site_id = '${siteId}' ORDER BY chain_seq DESC LOOP
    n := n + 1;
    link.chain_seq := n;
    link.hash := ledger_chain_hash(prev, ${CANONICAL[table]}(link));
    prev := link.hash;
    batch := batch || link;
    IF cardinality(batch) = 10000 THEN
      INSERT INTO ${table} SELECT * FROM unnest(batch);
      batch := '{}';
    END IF;
  END LOOP;
  INSERT INTO ${table} SELECT * FROM unnest(batch);
  INSERT INTO ledger_chains (site_id, seq, hash) VALUES ('${siteId}', n, prev)
    ON CONFLICT (site_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
END $$`),
    );
  });
}
