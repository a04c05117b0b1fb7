import type { LedgerEntry } from "@shared/types";
import type { CorrectionAction } from "./entry-groups";
import { zonedDateTime } from "@shared/wall-clock";
import type { LedgerEntryKind } from "@shared/domain";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";

/** An instant as the control view writes it, in Stockholm: `ÅÅÅÅ-MM-DD` and `TT:MM:SS` (docs/product-rules.md §15). */
export function stockholmParts(timestamp: string): { date: string; time: string } {
  const zoned = zonedDateTime(new Date(timestamp));
  return { date: zoned.slice(0, 10), time: zoned.slice(11, 19) };
}

/** The badge on an original a correction has replaced: 'Struken' when it struck it. */
export const SUPERSEDED_LABEL = LEDGER_MSG.superseded;

/**
 * The person and moment of an entry in one line, as a dialog names it: 'Erik Andersson, In
 * 2026-11-20 06:58:12'; `kind` names the entry's kind in the reader's language.
 */
export function entrySummary(entry: LedgerEntry, kind: (kind: LedgerEntryKind) => string): string {
  const { date, time } = stockholmParts(entry.occurredAt);
  return `${entry.person.fullName}, ${kind(entry.kind)} ${date} ${time}`;
}

/** What a correction did, as the lists and the control view's PDF say it. */
export const CORRECTION_ACTION_TEXT: Record<CorrectionAction, string> = {
  "new-time": "Tiden rättad",
  "added-out": "Glömd utcheckning tillagd",
  void: "Posten struken",
};
