import { Download, FileText, RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { ControlHeader, LedgerEntry, PresentPerson } from "@shared/types";
import type { LedgerExportBody } from "@shared/validation/ledger";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { usePaintedOnce } from "@/components/after-first-paint";
import { EntryCards, EntryTable } from "@/components/ledger/entry-list";
import { PresentList } from "@/components/ledger/present-list";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { entryRows } from "@/lib/ledger/entry-groups";
import { SWEDISH_LEDGER_WORDS } from "@/lib/ledger/ledger-words";
import type { ControlFilter } from "@/lib/ledger/control-filter";
import { filterText, periodText } from "../lib/control-text";
import { ControlFilters } from "./control-filters";
import { ControlHeaderCard } from "./control-header";

/**
 * The people and entries in the first paint: a screenful and more. The rest follow once it has
 * painted, so a day of a big site (200 present, 400 entries) is not one long task first, nor
 * a page of a megabyte when the server renders it (docs/decisions/2026-11-28-inspection-page-rendered.md).
 */
const FIRST_PAINT_ROWS = 30;

/** What a list on the page has of its query: its data once come, or why not. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}

export interface ControlViewProps {
  header: ControlHeader;
  present: Loaded<PresentPerson[]>;
  ledger: Loaded<LedgerEntry[]>;
  filter: ControlFilter;
  onFilterChange: (filter: ControlFilter) => void;
  /** The CSV of the list as filtered: a plain link the browser downloads. */
  csvUrl: string;
  /** Tells the server a PDF was made (the event log records it). */
  recordExport: (body: LedgerExportBody) => Promise<unknown>;
  onRefresh: () => void;
  /** More buttons beside PDF and CSV: the inspector's link and the event log, where they are offered. */
  actions?: ReactNode;
}

/**
 * 'Kontroll' (docs/product-rules.md §15 "Kontroll on screen"): the control view held out to
 * Skatteverket's inspector, read-only. One component for the admin's page, the platsansvarig's
 * phone and the inspector's link (docs/decisions/2026-11-28-control-view-screen.md); each
 * route feeds it from its own endpoints.
 */
export function ControlView({ header, present, ledger, filter, onFilterChange, csvUrl, recordExport, onRefresh, actions }: ControlViewProps) {
  const [makingPdf, setMakingPdf] = useState(false);
  const painted = usePaintedOnce();
  const limit = painted ? undefined : FIRST_PAINT_ROWS;
  const period = periodText(filter);
  const rows = ledger.data ? entryRows(ledger.data) : null;
  const ready = rows !== null && present.data !== undefined;

  const makePdf = async () => {
    if (!rows || !present.data) return;
    setMakingPdf(true);
    try {
      // The builder and jsPDF come with the tap, never with the page.
      const { makeControlPdf } = await import("../lib/make-control-pdf");
      await makeControlPdf(
        { header, present: present.data, rows, from: filter.from, to: filter.to, period, filterText: filterText(header, filter), createdAt: new Date() },
        filter,
        recordExport,
      );
    } finally {
      setMakingPdf(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6 text-base">
      <ControlHeaderCard header={header} period={filter} />
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Button size="lg" onClick={() => void makePdf()} disabled={!ready || makingPdf}>
          <FileText aria-hidden="true" />
          {makingPdf ? "Skapar PDF..." : LEDGER_MSG.downloadPdf}
        </Button>
        <a href={csvUrl} download className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Download aria-hidden="true" />
          {LEDGER_MSG.downloadCsv}
        </a>
        {actions}
        <Button variant="ghost" size="lg" onClick={onRefresh} disabled={ledger.isFetching || present.isFetching}>
          <RefreshCw aria-hidden="true" />
          {LEDGER_MSG.refresh}
        </Button>
      </div>
      {present.error ? (
        <PanelError message={errorMessage(present.error, "Kunde inte hämta vilka som är på plats")} />
      ) : present.data ? (
        <PresentList people={present.data} words={SWEDISH_LEDGER_WORDS} withDate large limit={limit} />
      ) : (
        <PanelLoading label="Hämtar vilka som är på plats..." />
      )}
      <section aria-labelledby="control-entries-heading" className="flex flex-col gap-3">
        <h2 id="control-entries-heading" className="text-xl font-bold">
          {LEDGER_MSG.entriesHeading} {rows ? <span className="text-muted-foreground">({rows.length})</span> : null}
        </h2>
        <ControlFilters header={header} filter={filter} onChange={onFilterChange} />
        {ledger.error ? (
          <PanelError message={errorMessage(ledger.error, "Kunde inte hämta personalliggaren")} />
        ) : !rows ? (
          <PanelLoading label="Hämtar personalliggaren..." />
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground">
            {filter.from === filter.to ? LEDGER_MSG.noEntriesDay : LEDGER_MSG.noEntriesPeriod}
          </p>
        ) : (
          <>
            <EntryTable rows={limit === undefined ? rows : rows.slice(0, limit)} period={period} words={SWEDISH_LEDGER_WORDS} />
            <EntryCards rows={limit === undefined ? rows : rows.slice(0, limit)} period={period} words={SWEDISH_LEDGER_WORDS} large />
          </>
        )}
      </section>
    </div>
  );
}
