/**
 * The check of a site's whole chain (docs/product-rules.md §15, "Kedjan"; migration 0018): every
 * link recomputed by the database in batches, on one connection or two sharing one snapshot.
 */
import { sql } from "drizzle-orm";
import { ledgerChains, sites } from "../../shared/schema";
import type { DbOrTx } from "../db";

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

/** Links checked by one statement: a second or two on a busy host, well inside the pool's statement timeout. */
const CHECK_BATCH = 20_000;

/** The link before a batch: its place as text, a bigint whole. */
type Link = {
  seq: string;
  hash: string;
};

type BatchRow = {
  entries: string | number;
  events: string | number;
  broken_tbl: string | null;
  broken_id: string | null;
  seq: string | null;
  hash: string | null;
};

/** A place after `after` (all when null) in the site's chain. */
const placesAfter = (after: string | null) => (after === null ? sql`` : sql`AND u.chain_seq > ${after}::bigint`);

/**
 * The links at the places after `after` up to `upTo` (to the end when null) checked in the
 * chain's order: place, then table, then id. A link is whole when its place follows the one
 * before (`prev` for the batch's first) and its hash is that of the stored hash before it and its
 * own canonical form. The batch's bounds are known places, so PostgreSQL reads just those rows
 * through the two indexes merged, each row's canonical form made once, nothing sorted but the
 * links of one place. Answers the batch's counts, its first broken link, and its last link
 * (none when the batch is empty).
 */
async function checkBatch(tx: DbOrTx, siteId: string, after: string | null, upTo: string | null, prev: Link): Promise<BatchRow> {
  const result = await tx.execute<BatchRow>(sql`
    SELECT count(*) FILTER (WHERE c.tbl = 'ledger_entries') AS entries,
           count(*) FILTER (WHERE c.tbl = 'ledger_events') AS events,
           (array_agg(c.tbl ORDER BY c.n) FILTER (WHERE c.broken))[1] AS broken_tbl,
           (array_agg(c.id ORDER BY c.n) FILTER (WHERE c.broken))[1] AS broken_id,
           max(c.chain_seq::text) FILTER (WHERE c.last) AS seq,
           max(c.hash) FILTER (WHERE c.last) AS hash
    FROM (
      SELECT u.tbl, u.id, u.chain_seq, u.hash, row_number() OVER w AS n, lead(u.chain_seq) OVER w IS NULL AS last,
             u.chain_seq <> coalesce(lag(u.chain_seq) OVER w, ${prev.seq}::bigint) + 1
               OR u.hash <> ledger_chain_hash(coalesce(lag(u.hash) OVER w, ${prev.hash}::text), u.body) AS broken
      FROM (
        -- The site's filter outside the UNION: only then are both indexes' orders seen as the
        -- chain's, and merged instead of the rows sorted with their bodies.
        SELECT e.site_id, 'ledger_entries'::text AS tbl, e.id::text AS id, e.chain_seq, e.hash, ledger_entry_canonical(e) AS body
        FROM ledger_entries e
        UNION ALL
        SELECT v.site_id, 'ledger_events'::text, lpad(v.id::text, 20, '0'), v.chain_seq, v.hash, ledger_event_canonical(v)
        FROM ledger_events v
      ) u
      WHERE u.site_id = ${siteId} ${placesAfter(after)} ${upTo === null ? sql`` : sql`AND u.chain_seq <= ${upTo}::bigint`}
      WINDOW w AS (ORDER BY u.chain_seq, u.tbl, u.id)
    ) c`);
  const row = result.rows[0];
  if (!row) throw new Error("chain check returned no row");
  return row;
}

/** Runs `work` in one snapshot: a transaction of its own that only reads, or the caller's. */
function inSnapshot<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return "rollback" in db ? work(db) : db.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/**
 * The places where the batches end, every `size`-th link of the site's chain after its start,
 * read from the two (site_id, chain_seq) indexes alone in one pass. A batch takes whole places,
 * so that the links of one place (two only in a chain changed behind the API) go together.
 */
async function batchEnds(tx: DbOrTx, siteId: string, size: number): Promise<string[]> {
  const result = await tx.execute<{ seq: string }>(sql`
    SELECT DISTINCT x.chain_seq::text AS seq, x.chain_seq FROM (
      SELECT u.chain_seq, row_number() OVER (ORDER BY u.chain_seq) AS n
      FROM (SELECT site_id, chain_seq FROM ledger_entries UNION ALL SELECT site_id, chain_seq FROM ledger_events) u
      WHERE u.site_id = ${siteId}
    ) x WHERE x.n % ${size}::bigint = 0 ORDER BY x.chain_seq`);
  return result.rows.map((r) => r.seq);
}

/** The last link at the place `seq` in the chain's order (table, then id): the link a batch after it follows. */
async function lastLinkAt(tx: DbOrTx, siteId: string, seq: string): Promise<Link> {
  const result = await tx.execute<Link>(sql`
    SELECT u.chain_seq::text AS seq, u.hash FROM (
      SELECT site_id, 'ledger_entries'::text AS tbl, id::text AS id, chain_seq, hash FROM ledger_entries
      UNION ALL
      SELECT site_id, 'ledger_events'::text, lpad(id::text, 20, '0'), chain_seq, hash FROM ledger_events
    ) u WHERE u.site_id = ${siteId} AND u.chain_seq = ${seq}::bigint
    ORDER BY u.tbl DESC, u.id DESC LIMIT 1`);
  const row = result.rows[0];
  if (!row) throw new Error("a batch's last place has no link");
  return row;
}

/** How a chain is checked: links a statement, and connections at once (`lanes`, on a PostgreSQL server only). */
export interface CheckOptions {
  batchSize?: number;
  lanes?: number;
  /** Run once the snapshot is taken, before the other lanes begin: the tests add links there, which no lane may see. */
  beforeLanes?: () => Promise<void>;
}

/**
 * Recomputes every link of the site's chain in the database, about `batchSize` links a
 * statement, all in one snapshot: a link is whole when its place follows the one before (or
 * where the kept chain begins) and its hash is that of the stored hash before it and its own
 * canonical form. The chain is whole when every link is and the last one is the head's. A
 * million links take seconds, more than one statement may (docs/benchmarks.md §9.1, §9.2).
 *
 * The batches' bounds are known places, and a batch's first link is tested against the stored
 * link before it, so the batches do not wait for each other: with `lanes` above 1 and the pool
 * as `db`, more connections take batches from the same list, each in a transaction that imports
 * the first one's snapshot (`pg_export_snapshot`): the same chain as of the same moment, checked
 * on as many of the server's cores. A connection the pool cannot give at once is not waited
 * for: the lanes there are take every batch. The answer is the one of a single connection: the
 * first broken link is that of the first batch, in the chain's order, that has one.
 */
export async function checkChain(db: DbOrTx, siteId: string, options: CheckOptions = {}): Promise<ChainCheck> {
  const size = options.batchSize ?? CHECK_BATCH;
  const lanes = "rollback" in db ? 1 : Math.max(1, options.lanes ?? 1);
  return inSnapshot(db, async (tx) => {
    const heads = await tx.execute<{ seq: string; hash: string; begins_seq: string; begins_hash: string }>(sql`
      SELECT coalesce(max(seq), 0)::text AS seq, coalesce(max(hash), '') AS hash,
             coalesce(max(begins_seq), 0)::text AS begins_seq, coalesce(max(begins_hash), '') AS begins_hash
      FROM ${ledgerChains} WHERE site_id = ${siteId}`);
    const head = heads.rows[0];
    if (!head) throw new Error("chain head returned no row");
    const ends = await batchEnds(tx, siteId, size);
    // Batch i holds the places after ends[i - 1] (all from the start for the first) up to ends[i] (to the end for the last).
    const bounds = [...ends.map((upTo, i) => ({ after: ends[i - 1] ?? null, upTo })), { after: ends.at(-1) ?? null, upTo: null }];
    const results: (BatchRow | undefined)[] = [];
    const state = { next: 0, stop: false };
    const lane = async (laneTx: DbOrTx): Promise<void> => {
      while (!state.stop && state.next < bounds.length) {
        const i = state.next++;
        const { after, upTo } = bounds[i];
        const prev = after === null ? { seq: head.begins_seq, hash: head.begins_hash } : await lastLinkAt(laneTx, siteId, after);
        const batch = await checkBatch(laneTx, siteId, after, upTo, prev);
        results[i] = batch;
        // A broken link: the batches after it are not needed; those before it still are.
        if (batch.broken_tbl !== null) state.next = Math.max(state.next, bounds.length);
      }
    };
    await runLanes(db, tx, lanes, state, lane, options.beforeLanes);

    const counts = { entries: 0, events: 0 };
    let last: Link | null = null;
    for (const batch of results) {
      if (!batch) break;
      if (batch.broken_tbl !== null && batch.broken_id !== null) {
        const table = batch.broken_tbl as BrokenLink["table"];
        const id = table === "ledger_events" ? String(Number(batch.broken_id)) : batch.broken_id;
        return { ...(await countLinks(tx, siteId)), firstBroken: { table, id } };
      }
      counts.entries += Number(batch.entries);
      counts.events += Number(batch.events);
      if (batch.seq !== null && batch.hash !== null) last = { seq: batch.seq, hash: batch.hash };
    }
    const tailOk = last ? last.seq === head.seq && last.hash === head.hash : head.seq === head.begins_seq;
    return { ...counts, firstBroken: tailOk ? null : { table: "ledger_chains", id: siteId } };
  });
}

/**
 * Runs `lane` on `tx` and, with `lanes` above 1, on as many more connections of the pool `db`,
 * each in a read-only transaction of `tx`'s snapshot, until every lane is done; the first error
 * stops them all and is thrown. A connection that comes after the work is done does nothing.
 */
async function runLanes(
  db: DbOrTx,
  tx: DbOrTx,
  lanes: number,
  state: { stop: boolean },
  lane: (laneTx: DbOrTx) => Promise<void>,
  beforeLanes?: () => Promise<void>,
): Promise<void> {
  if (lanes <= 1 || "rollback" in db) {
    await beforeLanes?.();
    return lane(tx);
  }
  const exported = await tx.execute<{ id: string }>(sql`SELECT pg_export_snapshot() AS id`);
  const snapshot = exported.rows[0]?.id ?? "";
  if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`not a snapshot: ${snapshot}`);
  await beforeLanes?.();
  const working: Promise<void>[] = [];
  let done = false;
  const failed: unknown[] = [];
  const guarded = (work: Promise<void>) =>
    work.catch((error: unknown) => {
      state.stop = true;
      failed.push(error);
    });
  for (let n = 1; n < lanes; n++) {
    // A connection the pool does not give (busy, or the server's limit) only leaves the work to the others.
    db.transaction(
      async (other) => {
        if (done) return;
        const work = (async () => {
          await other.execute(sql.raw(`SET TRANSACTION SNAPSHOT '${snapshot}'`));
          await lane(other);
        })();
        working.push(guarded(work));
        await work;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ).catch(() => {});
  }
  working.push(guarded(lane(tx)));
  // The lanes started while the first worked are awaited too: the loop sees those added meanwhile.
  for (let i = 0; i < working.length; i++) await working[i];
  done = true;
  for (let i = 0; i < working.length; i++) await working[i];
  if (failed.length > 0) throw failed[0];
}

/** The site's entries and events, all of them: a chain found broken is counted whole all the same. */
async function countLinks(tx: DbOrTx, siteId: string): Promise<{ entries: number; events: number }> {
  const result = await tx.execute<{ entries: string | number; events: string | number }>(sql`
    SELECT (SELECT count(*) FROM ledger_entries WHERE site_id = ${siteId}) AS entries,
           (SELECT count(*) FROM ledger_events WHERE site_id = ${siteId}) AS events`);
  return { entries: Number(result.rows[0]?.entries ?? 0), events: Number(result.rows[0]?.events ?? 0) };
}

export async function allSiteIds(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(sites.name, sites.id);
}
