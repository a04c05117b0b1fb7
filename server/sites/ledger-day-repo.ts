/**
 * One user's day on one site as the personalliggare tells it (docs/product-rules.md §15, "Hours
 * and the ledger"): the first check-in of the day and the check-out that ends its last stay.
 * Only entries that count (not a voiding correction, not superseded), read through
 * ledger_entries_user_time_idx.
 */
import { sql } from "drizzle-orm";
import type { LedgerEntryKind } from "../../shared/domain";
import type { DbOrTx } from "../db";

/** An entry (`e`) that still counts: not a void, not replaced by a later correction. */
const counts = sql`NOT e.voids AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.corrects_id = e.id AND c.supersedes)`;

export interface DaySpanRow {
  firstIn: Date | null;
  lastOut: Date | null;
}

/**
 * `firstIn`: the user's first check-in on the site whose time lies in [start, end). `lastOut`:
 * the first check-out on this site after the last of those check-ins — also after `end`, a
 * night shift's — unless the user checked in again (anywhere) before it: a stay still open,
 * or one whose check-out was forgotten, has none. Order is the ledger's: time, then when
 * written, then id, so entries at the same instant still come one after the other.
 */
export async function daySpanOfUser(db: DbOrTx, userId: string, siteId: string, start: Date, end: Date): Promise<DaySpanRow> {
  const after = (kind: LedgerEntryKind, onSite: boolean) => sql`(
    SELECT e.occurred_at, e.recorded_at, e.id FROM ledger_entries e
     WHERE e.user_id = ${userId} AND e.kind = ${kind} ${onSite ? sql`AND e.site_id = ${siteId}` : sql``}
       AND (e.occurred_at, e.recorded_at, e.id) > (l.occurred_at, l.recorded_at, l.id) AND ${counts}
     ORDER BY e.occurred_at, e.recorded_at, e.id LIMIT 1)`;
  const result = await db.execute<{ first_in: Date | string | null; last_out: Date | string | null }>(sql`
    WITH ins AS (
      SELECT e.id, e.occurred_at, e.recorded_at FROM ledger_entries e
       WHERE e.user_id = ${userId} AND e.site_id = ${siteId} AND e.kind = 'in'
         AND e.occurred_at >= ${start.toISOString()}::timestamptz AND e.occurred_at < ${end.toISOString()}::timestamptz
         AND ${counts}
    ),
    last_in AS (SELECT * FROM ins ORDER BY occurred_at DESC, recorded_at DESC, id DESC LIMIT 1),
    ends AS (
      SELECT o.occurred_at AS out_at, (o.occurred_at, o.recorded_at, o.id) < (i.occurred_at, i.recorded_at, i.id) OR i.id IS NULL AS before_next_in
        FROM last_in l
        JOIN LATERAL ${after("out", true)} o ON true
        LEFT JOIN LATERAL ${after("in", false)} i ON true
    )
    SELECT (SELECT min(occurred_at) FROM ins) AS first_in,
           (SELECT out_at FROM ends WHERE before_next_in) AS last_out`);
  const row = result.rows[0];
  const instant = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  return { firstIn: instant(row?.first_in), lastOut: instant(row?.last_out) };
}
