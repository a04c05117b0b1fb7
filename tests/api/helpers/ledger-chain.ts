/**
 * Ledger rows written straight to the database, as links of their site's chain
 * (docs/product-rules.md §15, "Kedjan"): the tests that set their own times (retention, the
 * chain's checks) write them the way the server does, with the time they choose.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { ledgerEvents, type LedgerEntryRow } from "../../../shared/schema";
import type { Db } from "../../../server/db";
import { lockNextLink, nextEventIdAndTime } from "../../../server/sites/chain-repo";
import { chainHash, eventCanonical } from "../../../server/sites/ledger-chain";
import { insertEntry, type NewEntry } from "../../../server/sites/ledger-repo";
import type { TestApp } from "./test-app";

export function chainedEntry(db: Db, values: NewEntry): Promise<LedgerEntryRow> {
  return insertEntry(db, values);
}

export interface ChainedEventInput {
  siteId: string;
  at: Date;
  actorId: string | null;
  action: string;
  entryId?: string | null;
  details?: Record<string, unknown>;
}

/** An event of the log at `at`, the next link of its site's chain; its id. */
export function chainedEvent(db: Db, input: ChainedEventInput): Promise<number> {
  return db.transaction(async (tx) => {
    const link = await lockNextLink(tx, input.siteId);
    const { id } = await nextEventIdAndTime(tx);
    const row = {
      chainSeq: link.seq,
      id,
      siteId: input.siteId,
      at: input.at,
      actorId: input.actorId,
      action: input.action,
      entryId: input.entryId ?? null,
      details: input.details ?? {},
    };
    await tx.insert(ledgerEvents).values({ ...row, hash: chainHash(link.previous, eventCanonical(row)) });
    return id;
  });
}

/**
 * For the tests that hand the purge a `now` years ahead of the real one: the database's own bound
 * on what the purge deletes (`ledger_retention_cutoff`, migration 0022: due by the database's
 * clock) is replaced, as the tables' owner may, by one that bounds nothing, and put back after the
 * tests of the file or block that asks for it. The purge then deletes what is due at the `now`
 * it is handed.
 */
export function purgeByTheTestsClock(app: TestApp): void {
  let original: string | undefined;
  beforeAll(async () => {
    const found = await app.database.db.execute<{ definition: string }>(
      sql`SELECT pg_get_functiondef('ledger_retention_cutoff()'::regprocedure) AS definition`,
    );
    original = found.rows[0]?.definition;
    await app.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION ledger_retention_cutoff() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT 'infinity'::timestamptz $$`),
    );
  });
  afterAll(async () => {
    if (original) await app.database.db.execute(sql.raw(original));
  });
}
