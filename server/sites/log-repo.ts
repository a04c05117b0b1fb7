/**
 * The SQL of the event log's reading (docs/product-rules.md §15, "Kontroll"): newest first, a
 * page at a time, repeated readings of the control view by one user shown as one row; and a
 * site's changes, for its history.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { LEDGER_VIEW_RUN_MS, sqlString, type LedgerEventAction } from "../../shared/domain";
import { ledgerEvents, type LedgerEventRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

/** An event with the name of who acted (null for an inspector's link), and what its entry says. */
export interface LedgerLogRow extends Pick<LedgerEventRow, "id" | "siteId" | "at" | "actorId" | "action" | "entryId" | "details"> {
  actorName: string | null;
  /** The readings this row stands for: 1, or more for a run of the control view's readings. */
  count: number;
  /** The time of the run's first reading; `at` is its last's. */
  firstAt: Date;
  /** The person the entry names, as the entry recorded them; null for an event without an entry. */
  entryPersonName: string | null;
  /** The reason of a correction; null otherwise. */
  entryReason: string | null;
}

type RawLogRow = {
  id: string | number;
  site_id: string;
  at: string | Date;
  actor_id: string | null;
  action: string;
  entry_id: string | null;
  details: Record<string, unknown> | string;
  actor_name: string | null;
  count: string | number;
  first_at: string | Date;
  person_name: string | null;
  reason: string | null;
};

/**
 * At most `limit` rows of the site's event log with an id below `before` (all when left out),
 * by id, newest first. Every event is its own row but the control view's readings ('view'): a
 * reading within LEDGER_VIEW_RUN_MS of the same user's reading before it joins that run, and a
 * run is one row, at its last reading's place, with its count and first time. Each reading is
 * still a row of `ledger_events` (the table is never changed); only the answer folds them. A run
 * is judged over the site's whole log, so a page boundary never splits one.
 */
export async function siteEventLog(db: DbOrTx, siteId: string, limit: number, before?: number): Promise<LedgerLogRow[]> {
  const gap = `${LEDGER_VIEW_RUN_MS / 1000} seconds`;
  const result = await db.execute<RawLogRow>(sql`
    WITH views AS (
      SELECT id, actor_id, at,
        CASE WHEN at - lag(at) OVER w <= ${gap}::interval THEN 0 ELSE 1 END AS starts
      FROM ledger_events
      WHERE site_id = ${siteId} AND action = 'view'
      WINDOW w AS (PARTITION BY actor_id ORDER BY id)
    ), numbered AS (
      SELECT id, actor_id, at, sum(starts) OVER (PARTITION BY actor_id ORDER BY id) AS run FROM views
    ), runs AS (
      SELECT max(id) AS id, count(*) AS count, min(at) AS first_at FROM numbered GROUP BY actor_id, run
    )
    SELECT e.id, e.site_id, e.at, e.actor_id, e.action, e.entry_id, e.details, u.full_name AS actor_name,
      coalesce(r.count, 1) AS count, coalesce(r.first_at, e.at) AS first_at, le.person_name, le.reason
    FROM ledger_events e
    LEFT JOIN runs r ON r.id = e.id
    LEFT JOIN users u ON u.id = e.actor_id
    LEFT JOIN ledger_entries le ON le.id = e.entry_id
    WHERE e.site_id = ${siteId} AND (e.action <> 'view' OR r.id IS NOT NULL)
      ${before === undefined ? sql`` : sql`AND e.id < ${before}`}
    ORDER BY e.id DESC
    LIMIT ${limit}`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    siteId: r.site_id,
    at: new Date(r.at),
    actorId: r.actor_id,
    action: r.action,
    entryId: r.entry_id,
    details: typeof r.details === "string" ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
    actorName: r.actor_name,
    count: Number(r.count),
    firstAt: new Date(r.first_at),
    entryPersonName: r.person_name,
    entryReason: r.reason,
  }));
}

/** A `site-update` event: when, and the fields it changed (shared/domain/site-history.ts). */
export interface SiteChangeRow {
  at: Date;
  details: Record<string, unknown>;
}

/**
 * The site's changes in the order they were made (docs/product-rules.md §15, "A site's history"): few rows,
 * read through ledger_events_site_changes_idx (migration 0017).
 */
export async function siteChangeRows(db: DbOrTx, siteId: string): Promise<SiteChangeRow[]> {
  // The action written out, not a parameter, so that the planner may always use the partial index.
  const isChange = sql`${ledgerEvents.action} = ${sql.raw(sqlString("site-update" satisfies LedgerEventAction))}`;
  return db
    .select({ at: ledgerEvents.at, details: ledgerEvents.details })
    .from(ledgerEvents)
    .where(and(eq(ledgerEvents.siteId, siteId), isChange))
    .orderBy(asc(ledgerEvents.id));
}
