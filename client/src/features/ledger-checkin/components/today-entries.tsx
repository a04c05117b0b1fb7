import { Trash2 } from "lucide-react";
import { clockIn } from "@shared/wall-clock";
import type { LedgerEntry } from "@shared/types";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { IDENTITY_NUMBER_MISSING } from "@/api/sites/create-ledger-entry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import type { PendingLedgerEntry } from "../lib/offline";

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const t = useT(checkinSv);
  const superseded = entry.supersededBy !== null;
  return (
    <li className="flex flex-col gap-1 py-2">
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn("font-bold tabular-nums", superseded && "text-muted-foreground line-through")}>{clockIn(new Date(entry.occurredAt))}</span>
        <span className="font-semibold">{t(entry.kind === "in" ? "checkin.entry.in" : "checkin.entry.out")}</span>
        <span className="text-muted-foreground">{entry.site.name}</span>
        {entry.correction ? <Badge variant="secondary">{t("checkin.entry.correction")}</Badge> : null}
        {entry.correction?.void ? <Badge variant="destructive">{t("checkin.entry.voided")}</Badge> : null}
        {entry.method === "registered" ? <Badge variant="muted">{t("checkin.entry.registered")}</Badge> : null}
        {entry.late ? <Badge variant="warning">{t("checkin.entry.late")}</Badge> : null}
      </span>
      {entry.correction ? (
        <span className="text-sm text-muted-foreground">
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
  const t = useT(checkinSv);
  const time = clockIn(new Date(entry.body.occurredAt));
  const refused = entry.state === "refused";
  return (
    <li className="flex flex-col gap-2 py-2">
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-bold tabular-nums">{time}</span>
        <span className="font-semibold">{t(entry.body.kind === "in" ? "checkin.entry.in" : "checkin.entry.out")}</span>
        <span className="text-muted-foreground">{siteName}</span>
        <Badge variant={refused ? "destructive" : "warning"}>{refused ? t("checkin.entry.notReceived") : t("checkin.panel.pending")}</Badge>
      </span>
      {refused ? (
        <>
          <p className="text-sm text-destructive">{entry.message}</p>
          <div className="flex flex-wrap gap-2">
            {entry.code === IDENTITY_NUMBER_MISSING && entry.body.kind === "in" ? (
              <Button variant="outline" size="sm" onClick={() => onGiveIdentity(entry)}>
                {t("checkin.entry.giveIdentity")}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => onRemove(entry)} aria-label={t("checkin.entry.removeAt", { time })}>
              <Trash2 aria-hidden="true" />
              {t("checkin.entry.remove")}
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
  const t = useT(checkinSv);
  if (entries.length === 0 && pending.length === 0) return null;
  return (
    <section aria-label={t("checkin.today.label")} className="border-t pt-2">
      <Heading className="text-sm font-semibold text-muted-foreground">{t("checkin.today.heading")}</Heading>
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
