import type { LedgerEntryKind, LedgerEntryMethod } from "@shared/domain";
import { LEDGER_ENTRY_KIND_LABELS, LEDGER_ENTRY_METHOD_LABELS } from "@shared/domain";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { CorrectionAction } from "./entry-groups";
import { CORRECTION_ACTION_TEXT } from "./ledger-format";

/**
 * What the lists of the personalliggare say (components/ledger): the entries and who is there
 * now. The platsansvarig's day list says it in the reader's language (`useLedgerWords`, the
 * `site` area); the control view and the inspector's page say it in Swedish, the ledger's own
 * words (docs/product-rules.md §17), with `SWEDISH_LEDGER_WORDS`.
 */
export interface LedgerWords {
  /** The entry table's columns: time, person, company, in/out, method. */
  headers: readonly string[];
  /** The column of 'Rätta', named for a screen reader. */
  actionHeader: string;
  /** The list's name for a screen reader: 'Personalliggare 2026-11-20'. */
  listName: (period: string) => string;
  kind: (kind: LedgerEntryKind) => string;
  method: (method: LedgerEntryMethod) => string;
  late: string;
  voided: string;
  superseded: string;
  /** 'Tiden rättad av Anna Lindqvist': what a correction did and who did it. */
  correctedBy: (action: CorrectionAction, name: string) => string;
  reason: (reason: string) => string;
  correct: string;
  /** 'Rätta Erik Andersson, In 2026-11-20 06:58:12': the button named by its entry. */
  correctEntry: (summary: string) => string;
  presentNow: string;
  nobodyPresent: string;
  /** 'sedan 07:01:02', or with the date after it. */
  since: (when: string) => string;
}

/** The ledger's words in Swedish, as the control view, its PDF and the legal record write them. */
export const SWEDISH_LEDGER_WORDS: LedgerWords = {
  headers: ["Tid", "Person", "Företag", "In/Ut", "Sätt"],
  actionHeader: "Åtgärd",
  listName: (period) => `Personalliggare ${period}`,
  kind: (kind) => LEDGER_ENTRY_KIND_LABELS[kind],
  method: (method) => LEDGER_ENTRY_METHOD_LABELS[method],
  late: LEDGER_MSG.late,
  voided: LEDGER_MSG.voided,
  superseded: LEDGER_MSG.superseded,
  correctedBy: (action, name) => `${CORRECTION_ACTION_TEXT[action]} av ${name}`,
  reason: (reason) => `Anledning: ${reason}`,
  correct: "Rätta",
  correctEntry: (summary) => `Rätta ${summary}`,
  presentNow: LEDGER_MSG.presentNow,
  nobodyPresent: LEDGER_MSG.nobodyPresent,
  since: (when) => `sedan ${when}`,
};
