import { ledgerEvents } from "../../shared/schema";
import { maskIdentityNumbersInText, type LedgerEventAction } from "../../shared/domain";
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
  /** When it happened by the business clock, where a rule reads the event's day (a site's change); else the database's now. */
  at?: Date;
  /** Its id and the database's now, drawn before the site's chain was locked (`nextEventIdAndTime`); else drawn here. */
  reserved?: { id: number; at: Date };
}

/**
 * The net below the callers' own care (docs/product-rules.md §15: the log never holds a full
 * identity number): every text in `details` that holds one, in any of its written forms
 * (`maskIdentityNumbersInText`: `ÅÅÅÅMMDD-NNNN`, `ÅÅMMDD-NNNN`, and both without the hyphen,
 * those with a right check digit), gets it masked, `19850412-****`. It runs when a row is
 * written and again when the log is read, so that a row written before a form was known is
 * never answered in full: the rows themselves are never changed.
 */
export function masked(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskIdentityNumbersInText(value);
  if (depth > 8 || value === null || typeof value !== "object" || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => masked(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, depth + 1)]));
}

/** A link of the site's chain this transaction has just written, under the chain's lock it still holds. */
export interface WrittenLink {
  chainSeq: number;
  hash: string;
}

/**
 * Appends one row to the event log as the next link of its site's chain (docs/product-rules.md
 * §15, "Kedjan"); call it with the transaction that made the change. `after`, the link that
 * transaction has just written on the site, is the chain's head: the event follows it without
 * reading the head again. The chain's lock is held until the commit: what runs under it is kept
 * short (docs/benchmarks.md §9.1).
 */
export async function writeLedgerEvent(db: DbOrTx, event: LedgerEventInput, after?: WrittenLink): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { id, at } = event.reserved ?? (await nextEventIdAndTime(tx));
    const link = after ? { seq: after.chainSeq + 1, previous: after.hash } : await lockNextLink(tx, event.siteId);
    const chained: ChainedEvent = {
      chainSeq: link.seq,
      id,
      siteId: event.siteId,
      at: event.at ?? at,
      actorId: event.actorId,
      action: event.action,
      entryId: event.entryId ?? null,
      details: masked(event.details ?? {}) as Record<string, unknown>,
    };
    await tx.insert(ledgerEvents).values({ ...chained, hash: chainHash(link.previous, eventCanonical(chained)) });
  });
}
