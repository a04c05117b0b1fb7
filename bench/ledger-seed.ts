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
    sql`
    WITH p AS (SELECT id, full_name, identity_number, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'worker'),
         d AS (SELECT (current_date - g) AS day FROM generate_series(1, ${days}) g),
         k AS (SELECT 'in' AS kind, time '07:00' AS at UNION ALL SELECT 'out', time '16:00')
    INSERT INTO ledger_entries (site_id, user_id, person_name, identity_number, company_name, company_org_number,
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

/**
 * Runs a bulk INSERT of the site's rows and makes them the next links of its chain
 * (docs/product-rules.md §15, "Kedjan"): the INSERT gives them the places -1, -2, … in the
 * order they belong in and an empty hash; this numbers them on from the chain's head and
 * writes their hashes, with the triggers off (`session_replication_role = replica`, a superuser's:
 * the bench's and the tests' database role). The server never writes rows this way.
 */
export async function chainBulkRows(db: Db, siteId: string, insert: SQL): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(siteId)) throw new Error("not a site id");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(insert);
    await tx.execute(
      sql.raw(`DO $$
DECLARE
  site uuid := '${siteId}';
  n bigint;
  prev text;
  body text;
  r record;
BEGIN
  SELECT coalesce(max(seq), 0), coalesce(max(hash), '') INTO n, prev FROM ledger_chains WHERE site_id = site;
  FOR r IN
    SELECT 1 AS tbl, id AS entry_id, NULL::bigint AS event_id, chain_seq FROM ledger_entries WHERE site_id = site AND chain_seq < 0
    UNION ALL
    SELECT 2, NULL, id, chain_seq FROM ledger_events WHERE site_id = site AND chain_seq < 0
    ORDER BY chain_seq DESC
  LOOP
    n := n + 1;
    IF r.tbl = 1 THEN
      UPDATE ledger_entries e SET chain_seq = n WHERE e.id = r.entry_id RETURNING ledger_entry_canonical(e) INTO body;
      prev := ledger_chain_hash(prev, body);
      UPDATE ledger_entries SET hash = prev WHERE id = r.entry_id;
    ELSE
      UPDATE ledger_events v SET chain_seq = n WHERE v.id = r.event_id RETURNING ledger_event_canonical(v) INTO body;
      prev := ledger_chain_hash(prev, body);
      UPDATE ledger_events SET hash = prev WHERE id = r.event_id;
    END IF;
  END LOOP;
  INSERT INTO ledger_chains (site_id, seq, hash) VALUES (site, n, prev)
    ON CONFLICT (site_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
END $$`),
    );
  });
}
