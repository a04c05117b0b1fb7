import type { Db } from "../db";
import type { LedgerClock } from "./ledger-clock";
import { createLedgerCorrectionActions } from "./ledger-correction-service";
import { createLedgerEntryActions } from "./ledger-entry-service";
import { createLedgerReadActions } from "./ledger-read-service";

/** The personalliggare's entries, corrections and views (docs/product-rules.md §15). */
export function createLedgerService(db: Db, clock: LedgerClock) {
  return {
    ...createLedgerEntryActions(db, clock),
    ...createLedgerCorrectionActions(db, clock),
    ...createLedgerReadActions(db, clock),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
