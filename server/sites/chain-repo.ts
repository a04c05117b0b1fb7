/**
 * The SQL of the personalliggare's chain (docs/product-rules.md §15, "Kedjan"; migration 0018):
 * the next link of a site's chain, the check of a whole chain, and the retention purge's call.
 */
import { sql } from "drizzle-orm";
import { ledgerChains, sites } from "../../shared/schema";
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
export async function nextEventIdAndTime(tx: Tx): Promise<{ id: number; at: Date }> {
  const result = await tx.execute<{ id: string | number; at: Date | string }>(
    sql`SELECT nextval(pg_get_serial_sequence('ledger_events', 'id')) AS id, now() AS at`,
  );
  const row = result.rows[0];
  if (!row) throw new Error("nextval returned no row");
  return { id: Number(row.id), at: new Date(row.at) };
}

/** The first link a check finds wrong: a row, or the chain's head when links are missing at the end. */
export interface BrokenLink {
  table: "ledger_entries" | "ledger_events" | "ledger_chains";
  id: string;
}

export interface ChainCheck {
  entries: number;
  events: number;
  firstBroken: BrokenLink | null;
}

/**
 * Recomputes every link of the site's chain in the database, in one pass: a link is whole when
 * its place follows the one before (or where the kept chain begins) and its hash is that of the
 * stored hash before it and its own canonical form. The chain is whole when every link is and
 * the last one is the head's.
 */
export async function checkChain(db: DbOrTx, siteId: string): Promise<ChainCheck> {
  const result = await db.execute<{ entries: string | number; events: string | number; tbl: string | null; id: string | null; tail_ok: boolean }>(sql`
    WITH head AS (
      SELECT coalesce(max(seq), 0) AS seq, coalesce(max(hash), '') AS hash,
             coalesce(max(begins_seq), 0) AS begins_seq, coalesce(max(begins_hash), '') AS begins_hash
      FROM ${ledgerChains} WHERE site_id = ${siteId}
    ), links AS (
      SELECT 'ledger_entries'::text AS tbl, e.id::text AS id, e.chain_seq, e.hash, ledger_entry_canonical(e) AS body
      FROM ledger_entries e WHERE e.site_id = ${siteId}
      UNION ALL
      SELECT 'ledger_events'::text, lpad(v.id::text, 20, '0'), v.chain_seq, v.hash, ledger_event_canonical(v)
      FROM ledger_events v WHERE v.site_id = ${siteId}
    ), ordered AS (
      SELECT l.tbl, l.id, l.chain_seq, l.hash, l.body,
             lag(l.chain_seq) OVER w AS prev_seq, lag(l.hash) OVER w AS prev_hash
      FROM links l WINDOW w AS (ORDER BY l.chain_seq, l.tbl, l.id)
    ), broken AS (
      SELECT o.tbl, o.id FROM ordered o, head h
      WHERE o.chain_seq <> coalesce(o.prev_seq, h.begins_seq) + 1
         OR o.hash <> ledger_chain_hash(coalesce(o.prev_hash, h.begins_hash), o.body)
      ORDER BY o.chain_seq, o.tbl, o.id LIMIT 1
    ), last AS (
      SELECT chain_seq, hash FROM links ORDER BY chain_seq DESC, tbl DESC, id DESC LIMIT 1
    )
    SELECT
      (SELECT count(*) FROM links WHERE tbl = 'ledger_entries') AS entries,
      (SELECT count(*) FROM links WHERE tbl = 'ledger_events') AS events,
      (SELECT tbl FROM broken) AS tbl,
      (SELECT id FROM broken) AS id,
      (SELECT CASE WHEN EXISTS (SELECT 1 FROM last)
                   THEN (SELECT l.chain_seq = h.seq AND l.hash = h.hash FROM last l, head h)
                   ELSE (SELECT h.seq = h.begins_seq FROM head h) END) AS tail_ok`);
  const row = result.rows[0];
  if (!row) throw new Error("chain check returned no row");
  const counts = { entries: Number(row.entries), events: Number(row.events) };
  if (row.tbl !== null && row.id !== null) {
    const table = row.tbl as BrokenLink["table"];
    return { ...counts, firstBroken: { table, id: table === "ledger_events" ? String(Number(row.id)) : row.id } };
  }
  return { ...counts, firstBroken: row.tail_ok ? null : { table: "ledger_chains", id: siteId } };
}

export async function allSiteIds(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(sites.name, sites.id);
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
