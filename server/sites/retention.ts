/**
 * Retention of the personalliggare (docs/product-rules.md §15, Retention;
 * docs/decisions/2026-11-27-personalliggare-personal-data.md): entries, the event log, the
 * inspection links and the people of other companies are deleted on 1 January of the third
 * year after the calendar year they belong to, Stockholm time. Nothing of payroll (time
 * reports, pay periods, exports, the audit trail) is touched.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, todayIn } from "../../shared/dates";
import { zonedInstant } from "../../shared/wall-clock";
import type { Db, Tx } from "../db";
import { readSetting, writeSetting } from "../lib/app-settings";
import { purgeChainBatch, purgeLinkBatch } from "./chain-repo";
import { deleteIdleCompanies, deleteIdlePeople, siteIds } from "./retention-repo";

export interface LedgerPurgeCounts {
  /** Everything dated before this instant was due: 1 January, 00:00 in Stockholm, two years back. */
  cutoff: Date;
  /** Entries deleted, corrections included. */
  entries: number;
  events: number;
  /** Inspection links whose `expiresAt` lies before the cut-off. */
  links: number;
  people: number;
  companies: number;
}

/** One advisory lock for the purge: one server of many runs it, and never two at once. */
const PURGE_LOCK_KEY = 7_460_014;
/** The `app_settings` document that remembers the day the purge last ran, so that it runs once a day. */
const LAST_RUN_KEY = "ledgerPurge";

/** 2029-01-01T00:00 Stockholm (2028-12-31T23:00Z) for any `now` in 2029: the years 2026 and before are due. */
export function ledgerPurgeCutoff(now: Date): Date {
  const year = Number(todayIn(DEFAULT_TIME_ZONE, now).slice(0, 4));
  return new Date(zonedInstant(`${year - 2}-01-01`, "00:00", DEFAULT_TIME_ZONE));
}

/**
 * Rows go in batches: every call stays far within the pool's statement timeout however much has
 * piled up, while the whole purge is still one transaction.
 */
const BATCH = 5_000;

async function purgeWithin(tx: Tx, now: Date): Promise<LedgerPurgeCounts> {
  const cutoff = ledgerPurgeCutoff(now);
  // The database's ledger_purge (migration 0018) deletes whole links from the start of each
  // site's chain: an entry belongs to the year of its time, an event to the year of its `at`; a
  // correction goes with its original, a chain of corrections stays whole while any of its
  // entries is kept, and a due row after the first kept link waits for a later purge. It records
  // where the kept chain begins.
  let entries = 0;
  let events = 0;
  for (const siteId of await siteIds(tx)) {
    for (;;) {
      const n = await purgeChainBatch(tx, siteId, cutoff, BATCH);
      entries += n.entries;
      events += n.events;
      if (n.entries === 0 && n.events === 0) break;
    }
  }
  let links = 0;
  for (let n = await purgeLinkBatch(tx, cutoff, BATCH); n > 0; n = await purgeLinkBatch(tx, cutoff, BATCH)) links += n;
  const people = await deleteIdlePeople(tx, cutoff);
  const companies = await deleteIdleCompanies(tx, cutoff);
  const counts = { cutoff, entries, events, links, people, companies };
  await writeSetting(tx, LAST_RUN_KEY, { day: todayIn(DEFAULT_TIME_ZONE, now), ...counts, cutoff: cutoff.toISOString() }, null);
  return counts;
}

/** Deletes what is due at `now`, in one transaction; waits for a purge under way to end first (`npm run ledger:purge`). */
export function purgeLedger(db: Db, now: Date): Promise<LedgerPurgeCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
    return purgeWithin(tx, now);
  });
}

/**
 * The server's daily purge, called by its maintenance timer: null, doing nothing, when another
 * server holds the lock or the purge has already run on this Stockholm day; else what it deleted.
 */
export function purgeLedgerDaily(db: Db, now: Date): Promise<LedgerPurgeCounts | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) AS locked`);
    if (!locked.rows[0]?.locked) return null;
    const last = (await readSetting(tx, LAST_RUN_KEY)) as { day?: unknown } | undefined;
    if (last?.day === todayIn(DEFAULT_TIME_ZONE, now)) return null;
    return purgeWithin(tx, now);
  });
}
