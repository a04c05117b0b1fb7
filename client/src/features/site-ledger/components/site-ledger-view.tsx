import { RefreshCw, ShieldCheck, UserPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { todayIn } from "@shared/dates";
import type { ControlHeader } from "@shared/types";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useSiteControl } from "@/api/sites/get-site-control";
import { useSiteLedger } from "@/api/sites/get-site-ledger";
import { useSitePresent } from "@/api/sites/get-site-present";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { entryRows, type EntryRow } from "@/lib/ledger/entry-groups";
import { siteOnDay } from "@/lib/ledger/site-spans";
import type { LedgerWords } from "@/lib/ledger/ledger-words";
import { useLedgerWords } from "@/lib/ledger/use-ledger-words";
import { CorrectionDialog } from "./correction-dialog";
import { DayPicker } from "./day-picker";
import { EntryCards, EntryTable } from "@/components/ledger/entry-list";
import { NoAccess } from "@/components/ledger/no-access";
import { PresentList } from "@/components/ledger/present-list";
import { RegisterDialog } from "./register-dialog";
import { SiteHeader } from "./site-header";

interface SiteLedgerViewProps {
  siteId: string;
  /** The day to open on (ÅÅÅÅ-MM-DD); today in Stockholm when absent. */
  initialDate?: string;
  /** The way back, shown with the 403. */
  back?: ReactNode;
  /** What the page adds below the entries once the ledger is readable, given the site as it is now (the other companies and people). */
  footer?: (site: ControlHeader["site"]) => ReactNode;
  /** The site's control view ('Kontroll'), one tap away. */
  controlHref?: string;
}

const status = (error: unknown) => (error instanceof ApiError ? error.status : null);

/**
 * 'Personalliggare' of one site (docs/product-rules.md §15), for an admin and for the site's
 * platsansvarig: who is there now, the chosen day's entries with each correction under its
 * original, 'Rätta' and 'Registrera'. The site is shown as it was on the chosen day, from the
 * history the control view reads ("A site's history"). The server decides who may read it; a 403
 * is shown as such.
 */
export function SiteLedgerView({ siteId, initialDate, back, footer, controlHref }: SiteLedgerViewProps) {
  const t = useT(siteSv);
  const words = useLedgerWords();
  const [date, setDate] = useState(initialDate ?? todayIn());
  const [correcting, setCorrecting] = useState<EntryRow | null>(null);
  const [registering, setRegistering] = useState(false);
  const header = useSiteControl(siteId);
  const ledger = useSiteLedger(siteId, date, date);
  const present = useSitePresent(siteId);

  if (status(ledger.error) === 403 || status(present.error) === 403) return <NoAccess>{back}</NoAccess>;
  if (status(ledger.error) === 404) return <PanelError message={t("site.day.notFound")} />;
  const fallbackName = ledger.data?.[0]?.site.name ?? t("site.header.fallbackName");
  const refresh = () => void Promise.all([ledger.refetch(), present.refetch()]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SiteHeader site={header.data ? siteOnDay(header.data, date) : undefined} fallbackName={fallbackName} />
      {present.error ? (
        <PanelError message={errorMessage(present.error, t("site.day.presentFailed"))} />
      ) : present.data ? (
        <PresentList people={present.data} words={words} />
      ) : (
        <PanelLoading label={t("site.day.presentLoading")} />
      )}
      <section aria-labelledby="entries-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-2">
            <h2 id="entries-heading" className="text-lg font-bold">
              {t("site.day.entries")}
            </h2>
            <DayPicker date={date} onChange={setDate} />
          </div>
          <div className="flex flex-wrap gap-2">
            {controlHref ? (
              <Link href={controlHref} className={buttonVariants({ variant: "outline" })}>
                <ShieldCheck aria-hidden="true" />
                {t("site.day.control")}
              </Link>
            ) : null}
            <Button variant="outline" onClick={refresh} disabled={ledger.isFetching || present.isFetching}>
              <RefreshCw aria-hidden="true" />
              {t("site.day.refresh")}
            </Button>
            <Button onClick={() => setRegistering(true)}>
              <UserPlus aria-hidden="true" />
              {t("site.day.register")}
            </Button>
          </div>
        </div>
        <Entries ledger={ledger} date={date} words={words} onCorrect={setCorrecting} />
      </section>
      {footer && header.data && ledger.data ? footer(header.data.site) : null}
      <CorrectionDialog siteId={siteId} row={correcting} onClose={() => setCorrecting(null)} />
      <RegisterDialog siteId={siteId} open={registering} onOpenChange={setRegistering} />
    </div>
  );
}

interface EntriesProps {
  ledger: ReturnType<typeof useSiteLedger>;
  date: string;
  words: LedgerWords;
  onCorrect: (row: EntryRow) => void;
}

function Entries({ ledger, date, words, onCorrect }: EntriesProps) {
  const t = useT(siteSv);
  if (ledger.error) return <PanelError message={errorMessage(ledger.error, t("site.day.ledgerFailed"))} />;
  if (!ledger.data) return <PanelLoading label={t("site.day.ledgerLoading")} />;
  if (ledger.data.length === 0) {
    return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t("site.day.noEntries")}</p>;
  }
  const rows = entryRows(ledger.data);
  return (
    <>
      <EntryTable rows={rows} period={date} words={words} onCorrect={onCorrect} />
      <EntryCards rows={rows} period={date} words={words} onCorrect={onCorrect} />
    </>
  );
}
