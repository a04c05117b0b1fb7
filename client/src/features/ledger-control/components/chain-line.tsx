import { ShieldAlert, ShieldCheck } from "lucide-react";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { LedgerChainCheck } from "@shared/types";
import { formatDateTime } from "@/lib/format";

/** The first broken row in words: an entry by its id, an event by its number, or the chain's end. */
export function brokenRowText(row: NonNullable<LedgerChainCheck["firstBroken"]>): string {
  if (row.table === "ledger_entries") return LEDGER_MSG.chainBrokenEntry(row.id);
  if (row.table === "ledger_events") return LEDGER_MSG.chainBrokenEvent(row.id);
  return LEDGER_MSG.chainBrokenEnd;
}

/**
 * The chain's line on the control view (docs/product-rules.md §15, "Kedjan"): 'Kedjan är obruten
 * (kontrollerad …)' with the time of the check, or, in red, where it is broken.
 */
export function ChainLine({ check, checkedAt }: { check: LedgerChainCheck; checkedAt: string }) {
  if (check.firstBroken) {
    return (
      <p role="alert" className="flex items-center gap-2 text-base font-semibold text-destructive">
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
        {LEDGER_MSG.chainBroken(brokenRowText(check.firstBroken))}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      {LEDGER_MSG.chainWhole(formatDateTime(checkedAt))}
    </p>
  );
}
