/** The SQL of the event log's reading (docs/product-rules.md §15, "Kontroll"): newest first, a page at a time. */
import { and, desc, eq, lt } from "drizzle-orm";
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
