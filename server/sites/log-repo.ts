/** The SQL of the event log's reading (docs/product-rules.md §15, "Kontroll"): newest first, a page at a time. */
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { sqlString, type LedgerEventAction } from "../../shared/domain";
import { ledgerEvents, users, type LedgerEventRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

/** An event with the name of who acted (null for an inspector's link). */
export interface LedgerLogRow extends LedgerEventRow {
  actorName: string | null;
}

/** At most `limit` events of the site with an id below `before` (all when left out), by id, newest first. */
export async function siteEventLog(db: DbOrTx, siteId: string, limit: number, before?: number): Promise<LedgerLogRow[]> {
  const rows = await db
    .select({ event: ledgerEvents, actorName: users.fullName })
    .from(ledgerEvents)
    .leftJoin(users, eq(users.id, ledgerEvents.actorId))
    .where(and(eq(ledgerEvents.siteId, siteId), before === undefined ? undefined : lt(ledgerEvents.id, before)))
    .orderBy(desc(ledgerEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, actorName: r.actorName }));
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
