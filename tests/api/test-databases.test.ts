/**
 * The API tests' databases (docs/decisions/2026-11-28-one-database-per-test-worker.md): the
 * worker's database serves file after file, so an app that leases it must find it as the
 * migrations left it, with the personalliggare still append-only; an app started while
 * another of the file runs gets a database of its own.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/types";
import { MIGRATIONS_DIR } from "../../server/db/migrate";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, readySite } from "./helpers/ledger";
import { startTestApp, type TestApp } from "./helpers/test-app";

const now = () => LEDGER_NOW;

/**
 * Each test starts two apps, and the first of a worker makes the worker's database, migrations
 * and all: on a busy 2-core host that alone has taken 20 s, so the project's 30 s is too tight.
 */
const APPS_TIMEOUT_MS = 120_000;

/** The rows of every table of the app's schema, by table. */
async function rowCounts(app: TestApp): Promise<Record<string, number>> {
  const { rows: tables } = await app.database.pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** A signed-in admin's settings and site, and a worker's check-in with its event. */
async function fill(app: TestApp): Promise<void> {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
  await giveIdentityNumber(app, worker.user.id);
  const site = await readySite(admin.client);
  const entry = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
  if (entry.status !== 201) throw new Error(entry.text);
}

async function refusal(app: TestApp, statement: string): Promise<string> {
  try {
    await app.database.pool.query(statement);
  } catch (error) {
    return (error as Error).message;
  }
  return "not refused";
}

describe("the database a file's app leases", () => {
  it(
    "is as the migrations left it, whatever the app before it left, and the personalliggare stays append-only",
    async () => {
      const before = await startTestApp({ now });
      try {
        await fill(before);
        await before.database.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) SELECT 'test:' || n, 1, now() FROM generate_series(1, 1000) n`);
        const filled = await rowCounts(before);
        // The thousand, and the sign-ins' own counters (counted before the password is checked).
        expect(filled.rate_limits).toBeGreaterThan(1000);
        expect(filled).toMatchObject({
          users: 2,
          session: 2,
          app_settings: 1,
          sites: 1,
          ledger_entries: 1,
          ledger_events: 1,
        });
      } finally {
        await before.close();
      }

      const app = await startTestApp({ now });
      try {
        const counts = await rowCounts(app);
        expect(Object.keys(counts)).toEqual(expect.arrayContaining(["users", "session", "rate_limits", "app_settings", "ledger_entries", "ledger_events"]));
        // An app started meanwhile gets a database of its own straight from the migrations, with any row a migration seeds.
        const migrated = await startTestApp();
        try {
          expect(counts).toEqual(await rowCounts(migrated));
        } finally {
          await migrated.close();
        }
        const { rows: sequence } = await app.database.pool.query("SELECT last_value::int, is_called FROM ledger_events_id_seq");
        expect(sequence).toEqual([{ last_value: 1, is_called: false }]);
        const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
        const { rows: applied } = await app.database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
        expect(applied).toEqual([{ n: journal.entries.length }]);

        await fill(app);
        for (const statement of ["DELETE FROM ledger_events", "TRUNCATE ledger_entries CASCADE", "UPDATE ledger_entries SET person_name = 'Någon Annan'"]) {
          expect(await refusal(app, statement)).toMatch(/personalliggaren ändras aldrig/);
        }
        expect((await app.database.db.execute(sql`SHOW session_replication_role`)).rows).toEqual([{ session_replication_role: "origin" }]);
      } finally {
        await app.close();
      }
    },
    APPS_TIMEOUT_MS,
  );

  it(
    "is not shared with an app started while another of the file runs, and the first keeps its rows",
    async () => {
      const first = await startTestApp();
      try {
        await first.createUser();
        const second = await startTestApp();
        try {
          expect((await rowCounts(second)).users).toBe(0);
          await second.createUser();
          await second.createUser();
        } finally {
          await second.close();
        }
        expect((await rowCounts(first)).users).toBe(1);
      } finally {
        await first.close();
      }
    },
    APPS_TIMEOUT_MS,
  );
});
