import { Trash2 } from "lucide-react";
import { clockIn } from "@shared/wall-clock";
import { LEDGER_ENTRY_KIND_LABELS, LEDGER_ENTRY_METHOD_LABELS } from "@shared/domain";
import type { LedgerEntry } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { PendingLedgerEntry } from "../lib/offline";

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const superseded = entry.supersededBy !== null;
  return (
    <li className="flex flex-col gap-1 py-2">
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn("font-bold tabular-nums", superseded && "text-muted-foreground line-through")}>{clockIn(new Date(entry.occurredAt))}</span>
        <span className="font-semibold">{LEDGER_ENTRY_KIND_LABELS[entry.kind]}</span>
        <span className="text-muted-foreground">{entry.site.name}</span>
        {entry.correction ? <Badge variant="secondary">{LEDGER_ENTRY_METHOD_LABELS.correction}</Badge> : null}
        {entry.correction?.void ? <Badge variant="destructive">{LEDGER_MSG.voided}</Badge> : null}
        {entry.method === "registered" ? <Badge variant="muted">{LEDGER_ENTRY_METHOD_LABELS.registered}</Badge> : null}
        {entry.late ? <Badge variant="warning">{LEDGER_MSG.late}</Badge> : null}
      </span>
      {entry.correction ? (
        <span className="text-xs text-muted-foreground">
          {entry.recordedBy.fullName}: {entry.correction.reason}
        </span>
      ) : null}
    </li>
  );
}

interface PendingRowProps {
  entry: PendingLedgerEntry;
  siteName: string;
  onRemove: (entry: PendingLedgerEntry) => void;
  onGiveIdentity: (entry: PendingLedgerEntry) => void;
}

function PendingRow({ entry, siteName, onRemove, onGiveIdentity }: PendingRowProps) {
  const time = clockIn(new Date(entry.body.occurredAt));
  const refused = entry.state === "refused";
  return (
    <li className="flex flex-col gap-2 py-2">
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-bold tabular-nums">{time}</span>
        <span className="font-semibold">{LEDGER_ENTRY_KIND_LABELS[entry.body.kind]}</span>
        <span className="text-muted-foreground">{siteName}</span>
        <Badge variant={refused ? "destructive" : "warning"}>{refused ? "Inte mottagen" : LEDGER_MSG.pending}</Badge>
      </span>
      {refused ? (
        <>
          <p className="text-sm text-destructive">{entry.message}</p>
          <div className="flex flex-wrap gap-2">
            {entry.message === LEDGER_MSG.identityNumberMissing && entry.body.kind === "in" ? (
              <Button variant="outline" size="sm" onClick={() => onGiveIdentity(entry)}>
                Ange personnummer
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => onRemove(entry)} aria-label={`Ta bort registreringen ${time}`}>
              <Trash2 aria-hidden="true" />
              Ta bort
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

interface TodayEntriesProps {
  entries: LedgerEntry[];
  pending: PendingLedgerEntry[];
  siteName: (siteId: string) => string;
  onRemove: (entry: PendingLedgerEntry) => void;
  onGiveIdentity: (entry: PendingLedgerEntry) => void;
  /** One level below the card's title: "h2" where the card is the page (`/checkin`). */
  headingLevel: "h2" | "h3";
}

/**
 * The worker's own entries of today, oldest first, each correction beside what it corrects,
 * then the taps still on the phone (docs/product-rules.md §15).
 */
export function TodayEntries({ entries, pending, siteName, onRemove, onGiveIdentity, headingLevel: Heading }: TodayEntriesProps) {
  if (entries.length === 0 && pending.length === 0) return null;
  return (
    <section aria-label="Dagens registreringar" className="border-t pt-2">
      <Heading className="text-sm font-semibold text-muted-foreground">Idag</Heading>
      <ul className="flex flex-col divide-y">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
        {pending.map((entry) => (
          <PendingRow key={entry.clientId} entry={entry} siteName={siteName(entry.siteId)} onRemove={onRemove} onGiveIdentity={onGiveIdentity} />
        ))}
      </ul>
    </section>
  );
}
