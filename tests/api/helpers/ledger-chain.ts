/**
 * Ledger rows written straight to the database, as links of their site's chain
 * (docs/product-rules.md §15, "Kedjan"): the tests that set their own times (retention, the
 * chain's checks) write them the way the server does, with the time they choose.
 */
import { ledgerEvents, type LedgerEntryRow } from "../../../shared/schema";
import type { Db } from "../../../server/db";
import { lockNextLink, nextEventIdAndTime } from "../../../server/sites/chain-repo";
import { chainHash, eventCanonical } from "../../../server/sites/ledger-chain";
import { insertEntry, type NewEntry } from "../../../server/sites/ledger-repo";

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
