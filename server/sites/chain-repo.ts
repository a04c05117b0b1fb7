/**
 * The SQL of the personalliggare's chain (docs/product-rules.md §15, "Kedjan"; migration 0018):
 * the next link of a site's chain and the retention purge's call. The check of a whole chain is chain-check-repo.ts's.
 */
import { sql } from "drizzle-orm";
import { ledgerChains } from "../../shared/schema";
import type { DbOrTx, Tx } from "../db";
import { CHAIN_START_HASH } from "./ledger-chain";

/** Where the next link of a site goes, and the hash it follows. */
export interface NextLink {
  seq: number;
  previous: string;
}

/**
 * Serialises the links of one site until the transaction ends, and reads the chain's head: a
 * site without one has none yet.
 */
export async function lockNextLink(tx: Tx, siteId: string): Promise<NextLink> {
  // The head's row, locked: FOR UPDATE waits for a link being written and reads the head it left.
  const head = () =>
    tx
      .select({ seq: ledgerChains.seq, hash: ledgerChains.hash })
      .from(ledgerChains)
      .where(sql`${ledgerChains.siteId} = ${siteId}`)
      .for("update");
  let rows = await head();
  if (!rows[0]) {
    // A site's first link: no row to lock yet, so the site's advisory lock, then a second look.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger-chain:${siteId}`}))`);
    rows = await head();
  }
  const found = rows[0];
  return found ? { seq: found.seq + 1, previous: found.hash } : { seq: 1, previous: CHAIN_START_HASH };
}

/** Runs `work` in the caller's transaction, or in one of its own when handed the pool: no savepoint for a transaction already open. */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return "rollback" in db ? work(db) : db.transaction(work);
}

/** An event's id and time before it is written: its link covers both. */
export async function nextEventIdAndTime(tx: DbOrTx): Promise<{ id: number; at: Date }> {
  const result = await tx.execute<{ id: string | number; at: Date | string }>(
    sql`SELECT nextval(pg_get_serial_sequence('ledger_events', 'id')) AS id, now() AS at`,
  );
  const row = result.rows[0];
  if (!row) throw new Error("nextval returned no row");
  return { id: Number(row.id), at: new Date(row.at) };
}

/** One call of the database's purge for the site: what it deleted this time, 0 and 0 when done. */
export async function purgeChainBatch(tx: Tx, siteId: string, before: Date, limit: number): Promise<{ entries: number; events: number }> {
  const result = await tx.execute<{ entries: number; events: number }>(
    sql`SELECT entries, events FROM ledger_purge(${siteId}::uuid, ${before.toISOString()}::timestamptz, ${limit}::integer)`,
  );
  const row = result.rows[0];
  return { entries: Number(row?.entries ?? 0), events: Number(row?.events ?? 0) };
}

/** One call of the database's purge of inspection links: how many it deleted. */
export async function purgeLinkBatch(tx: Tx, before: Date, limit: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`SELECT ledger_purge_links(${before.toISOString()}::timestamptz, ${limit}::integer) AS n`);
  return Number(result.rows[0]?.n ?? 0);
}
