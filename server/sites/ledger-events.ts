import { ledgerEvents } from "../../shared/schema";
import type { LedgerEventAction } from "../../shared/types";
import type { DbOrTx } from "../db";

export interface LedgerEventInput {
  siteId: string;
  /** Null when no signed-in user acted (an inspector's link). */
  actorId: string | null;
  action: LedgerEventAction;
  entryId?: string;
  /** Never a full identity number: the log is read by admins and kept as long as the entries. */
  details?: Record<string, unknown>;
}

/** Appends one row to the event log; call it with the transaction that made the change. */
export async function writeLedgerEvent(tx: DbOrTx, event: LedgerEventInput): Promise<void> {
  await tx.insert(ledgerEvents).values({
    siteId: event.siteId,
    actorId: event.actorId,
    action: event.action,
    entryId: event.entryId ?? null,
    details: event.details ?? {},
  });
}
