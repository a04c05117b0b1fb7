import { Loader2, Trash2 } from "lucide-react";
import { Link } from "wouter";
import { checkOutNeedsTime, type LedgerEntryKind } from "@shared/domain";
import type { LedgerSiteRef, RosterPerson } from "@shared/types";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { useSiteRoster } from "@/api/sites/get-site-roster";
import { Button, buttonVariants } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { withPending } from "../lib/ledger-state";
import { isFor, type PendingLedgerEntry, type Who } from "../lib/offline";
import { CheckedInLine } from "./check-panel";

const whoOf = (person: RosterPerson["person"]): Who => (person.userId ? { userId: person.userId } : { personId: person.personId ?? "" });

interface RosterRowProps {
  row: RosterPerson;
  site: LedgerSiteRef;
  pending: PendingLedgerEntry[];
  busy: boolean;
  error: string | null;
  onTap: (who: Who, kind: LedgerEntryKind) => void;
  onRemove: (entry: PendingLedgerEntry) => void;
}

function RosterRow({ row, site, pending, busy, error, onTap, onRemove }: RosterRowProps) {
  const t = useT(checkinSv);
  const who = whoOf(row.person);
  const mine = pending.filter((e) => isFor(e.body, who));
  const start = row.checkedInSince ? { site, since: row.checkedInSince, pending: false } : null;
  const shown = withPending(start, mine, who, () => site.name);
  const refused = mine.filter((e) => e.state === "refused");
  const elsewhere = !shown && row.checkedInElsewhere;
  const kind = shown ? "out" : "in";
  const label = t(kind === "in" ? "checkin.panel.checkIn" : "checkin.panel.checkOut");
  // After 12 hours the check-out asks for the time the person left: a correction on the site's list, never 'now'.
  const needsTime = shown !== null && !shown.pending && checkOutNeedsTime(Date.parse(shown.since), Date.now());
  return (
    <li className="flex flex-col gap-2 py-2.5">
      <div className="flex items-center gap-3">
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          <span className="font-semibold">{row.person.fullName}</span>
          {row.person.personId ? <span className="text-sm text-muted-foreground">{row.person.company.name}</span> : null}
          <span className="text-muted-foreground">
            {shown ? <CheckedInLine current={shown} /> : elsewhere ? t("checkin.roster.elsewhere", { site: elsewhere }) : t("checkin.roster.notCheckedIn")}
          </span>
        </span>
        {needsTime ? (
          <Link href={`/platser/${encodeURIComponent(site.id)}/personalliggare`} className={buttonVariants({ variant: "outline" })}>
            {t("checkin.roster.setTime")}
          </Link>
        ) : (
          <Button
            variant={kind === "in" ? "default" : "secondary"}
            disabled={busy || Boolean(elsewhere)}
            onClick={() => onTap(who, kind)}
            aria-label={t(kind === "in" ? "checkin.roster.checkInFor" : "checkin.roster.checkOutFor", { name: row.person.fullName })}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {label}
          </Button>
        )}
      </div>
      {needsTime ? <p className="text-sm">{t("checkin.roster.needsTime", { name: row.person.fullName })}</p> : null}
      {refused.map((entry) => (
        <div key={entry.clientId} className="flex items-center gap-2">
          <p className="flex-1 text-sm text-destructive">{entry.message}</p>
          <Button variant="outline" size="sm" onClick={() => onRemove(entry)} aria-label={t("checkin.roster.removeFor", { name: row.person.fullName })}>
            <Trash2 aria-hidden="true" />
            {t("checkin.entry.remove")}
          </Button>
        </div>
      ))}
      {error ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export interface RosterListProps {
  site: LedgerSiteRef;
  /** The site's queued registrations of others. */
  pending: PendingLedgerEntry[];
  busyKey: string | null;
  errorFor: (who: Who) => string | null;
  onTap: (who: Who, kind: LedgerEntryKind) => void;
  onRemove: (entry: PendingLedgerEntry) => void;
}

/** The roster of the site (`GET /api/sites/{id}/roster`), asked for when the list is opened. */
export function RosterList({ site, pending, busyKey, errorFor, onTap, onRemove }: RosterListProps) {
  const t = useT(checkinSv);
  const roster = useSiteRoster(site.id);
  if (roster.isPending) {
    return (
      <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
        {t("checkin.roster.loading")}
      </p>
    );
  }
  if (roster.isError) {
    return (
      <p className="px-2 py-2 text-sm font-medium text-destructive" role="alert">
        {t("checkin.roster.failed")}
      </p>
    );
  }
  if (roster.data.length === 0) return <p className="px-2 py-2 text-sm text-muted-foreground">{t("checkin.roster.empty")}</p>;
  return (
    <ul className="flex flex-col divide-y px-2" aria-label={t("checkin.roster.list")}>
      {roster.data.map((row) => {
        const who = whoOf(row.person);
        const key = row.person.userId ?? row.person.personId ?? row.person.fullName;
        return <RosterRow key={key} row={row} site={site} pending={pending} busy={busyKey === key} error={errorFor(who)} onTap={onTap} onRemove={onRemove} />;
      })}
    </ul>
  );
}
