import { ledgerEvents } from "../../shared/schema";
import type { LedgerEventAction } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { inTransaction, lockNextLink, nextEventIdAndTime } from "./chain-repo";
import { chainHash, eventCanonical, type ChainedEvent } from "./ledger-chain";

export interface LedgerEventInput {
  siteId: string;
  /** Null when no signed-in user acted (an inspector's link). */
  actorId: string | null;
  action: LedgerEventAction;
  entryId?: string;
  /** Never a full identity number: the log is read by admins and kept as long as the entries. */
  details?: Record<string, unknown>;
}

/**
 * A full identity number (`ÅÅÅÅMMDD-NNNN`) anywhere in a text, standing alone: not a part of a
 * longer run of digits, letters and hyphens such as a UUID, whose first two groups may be all digits.
 */
const FULL_IDENTITY_NUMBER = /(?<![\w-])(\d{8})-\d{4}(?![\w-])/g;

/**
 * The net below the callers' own care (docs/product-rules.md §15: the log never holds a full
 * identity number): every text in `details` that holds one gets it masked, `19850412-****`.
 */
export function masked(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(FULL_IDENTITY_NUMBER, "$1-****");
  if (depth > 8 || value === null || typeof value !== "object" || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => masked(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, depth + 1)]));
}

/**
 * Appends one row to the event log as the next link of its site's chain (docs/product-rules.md
 * §15, "Kedjan"); call it with the transaction that made the change.
 */
export async function writeLedgerEvent(db: DbOrTx, event: LedgerEventInput): Promise<void> {
  await inTransaction(db, async (tx) => {
    const link = await lockNextLink(tx, event.siteId);
    const { id, at } = await nextEventIdAndTime(tx);
    const chained: ChainedEvent = {
      chainSeq: link.seq,
      id,
      siteId: event.siteId,
      at,
      actorId: event.actorId,
      action: event.action,
      entryId: event.entryId ?? null,
      details: masked(event.details ?? {}) as Record<string, unknown>,
    };
    await tx.insert(ledgerEvents).values({ ...chained, hash: chainHash(link.previous, eventCanonical(chained)) });
  });
}
