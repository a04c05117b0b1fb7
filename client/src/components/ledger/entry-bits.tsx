import type { ReactNode } from "react";
import type { LedgerEntry } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CorrectionAction, EntryRow } from "@/lib/ledger/entry-groups";
import { CORRECTION_ACTION_TEXT, entrySummary, stockholmParts, SUPERSEDED_LABEL } from "@/lib/ledger/ledger-format";

/** Text of an entry a correction replaced or struck: crossed out, still there to read (docs/product-rules.md §15). */
export function Struck({ struck, children }: { struck: boolean; children: ReactNode }) {
  return struck ? <s className="text-muted-foreground">{children}</s> : <>{children}</>;
}

/** 'Registrerad i efterhand', and 'Struken' or 'Ersatt' on what a correction changed. */
export function EntryBadges({ row }: { row: EntryRow }) {
  const struck = row.replacedBy === "void" || row.action === "void";
  if (!row.entry.late && !struck && row.replacedBy === null) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {row.entry.late ? <Badge variant="warning">{LEDGER_MSG.late}</Badge> : null}
      {struck ? <Badge variant="destructive">{LEDGER_MSG.voided}</Badge> : null}
      {row.replacedBy === "correction" ? <Badge variant="muted">{SUPERSEDED_LABEL}</Badge> : null}
    </span>
  );
}

/** Who corrected, when and why, under a correction. */
export function CorrectionNote({ entry, action, large = false }: { entry: LedgerEntry; action: CorrectionAction; large?: boolean }) {
  const { date, time } = stockholmParts(entry.recordedAt);
  return (
    <div className={large ? "text-base" : "text-sm"}>
      <p className="font-medium">
        {CORRECTION_ACTION_TEXT[action]} av {entry.recordedBy.fullName}{" "}
        <span className="whitespace-nowrap tabular-nums">
          {date} {time}
        </span>
      </p>
      <p className="break-words text-muted-foreground">Anledning: {entry.correction?.reason}</p>
    </div>
  );
}

/** 'Rätta' on an entry in force; its name says which entry, for a screen reader's list of buttons. None on a read-only list. */
export function CorrectButton({ row, onCorrect }: { row: EntryRow; onCorrect?: (row: EntryRow) => void }) {
  if (!row.correctable || !onCorrect) return null;
  return (
    <Button size="sm" variant="outline" aria-label={`Rätta ${entrySummary(row.entry)}`} onClick={() => onCorrect(row)}>
      Rätta
    </Button>
  );
}
