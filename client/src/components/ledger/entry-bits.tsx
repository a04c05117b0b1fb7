import type { ReactNode } from "react";
import type { LedgerEntry } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CorrectionAction, EntryRow } from "@/lib/ledger/entry-groups";
import { entrySummary, stockholmParts } from "@/lib/ledger/ledger-format";
import type { LedgerWords } from "@/lib/ledger/ledger-words";

/** Text of an entry a correction replaced or struck: crossed out, still there to read (docs/product-rules.md §15). */
export function Struck({ struck, children }: { struck: boolean; children: ReactNode }) {
  return struck ? <s className="text-muted-foreground">{children}</s> : <>{children}</>;
}

/** 'Registrerad i efterhand', and 'Struken' or 'Ersatt' on what a correction changed. */
export function EntryBadges({ row, words }: { row: EntryRow; words: LedgerWords }) {
  const struck = row.replacedBy === "void" || row.action === "void";
  if (!row.entry.late && !struck && row.replacedBy === null) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {row.entry.late ? <Badge variant="warning">{words.late}</Badge> : null}
      {struck ? <Badge variant="destructive">{words.voided}</Badge> : null}
      {row.replacedBy === "correction" ? <Badge variant="muted">{words.superseded}</Badge> : null}
    </span>
  );
}

interface CorrectionNoteProps {
  entry: LedgerEntry;
  action: CorrectionAction;
  words: LedgerWords;
  large?: boolean;
}

/** Who corrected, when and why, under a correction. */
export function CorrectionNote({ entry, action, words, large = false }: CorrectionNoteProps) {
  const { date, time } = stockholmParts(entry.recordedAt);
  return (
    <div className={large ? "text-base" : "text-sm"}>
      <p className="font-medium">
        {words.correctedBy(action, entry.recordedBy.fullName)}{" "}
        <span className="whitespace-nowrap tabular-nums">
          {date} {time}
        </span>
      </p>
      <p className="break-words text-muted-foreground">{words.reason(entry.correction?.reason ?? "")}</p>
    </div>
  );
}

/** 'Rätta' on an entry in force; its name says which entry, for a screen reader's list of buttons. None on a read-only list. */
export function CorrectButton({ row, words, onCorrect }: { row: EntryRow; words: LedgerWords; onCorrect?: (row: EntryRow) => void }) {
  if (!row.correctable || !onCorrect) return null;
  return (
    <Button size="sm" variant="outline" aria-label={words.correctEntry(entrySummary(row.entry, words.kind))} onClick={() => onCorrect(row)}>
      {words.correct}
    </Button>
  );
}
