import { CheckCheck, ChevronLeft, ChevronRight, FileSearch, Loader2 } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { pageLabel } from "../lib/report-filters";
import { REPORT_COLUMNS, ReportRow, SELECT_COLUMN } from "./report-row";

interface ReportListProps {
  reports: TimeReport[];
  isPending: boolean;
  failed: boolean;
  verifyingId: string | undefined;
  /** Ids of the checked reports (only submitted ones can be). */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  verifyingSelected: boolean;
  onVerifySelected: () => void;
  onOpen: (report: TimeReport) => void;
  onVerify: (report: TimeReport) => void;
}

export function ReportList({
  reports,
  isPending,
  failed,
  verifyingId,
  selected,
  onSelectedChange,
  verifyingSelected,
  onVerifySelected,
  onOpen,
  onVerify,
}: ReportListProps) {
  if (failed) {
    return (
      <div className="p-4">
        <PanelError />
      </div>
    );
  }
  if (isPending) return <PanelLoading label="Laddar rapporter..." />;
  if (reports.length === 0) return <PanelEmpty icon={<FileSearch />} title="Inga rapporter hittades" text="Ändra filtren eller sökningen." framed={false} />;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <>
      <SelectionBar reports={reports} selected={selected} onSelectedChange={onSelectedChange} pending={verifyingSelected} onVerifySelected={onVerifySelected} />
      <ListHeader />
      <ul className="divide-y" aria-label="Rapporter">
        {reports.map((report) => (
          <ReportRow
            key={report.id}
            report={report}
            verifying={verifyingId === report.id}
            selected={selected.has(report.id)}
            onSelectedChange={(on) => toggle(report.id, on)}
            onOpen={() => onOpen(report)}
            onVerify={() => onVerify(report)}
          />
        ))}
      </ul>
    </>
  );
}

interface SelectionBarProps {
  reports: TimeReport[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  pending: boolean;
  onVerifySelected: () => void;
}

/** 'Markera alla inskickade' over the visible page, and 'Verifiera markerade'. */
function SelectionBar({ reports, selected, onSelectedChange, pending, onVerifySelected }: SelectionBarProps) {
  const submitted = reports.filter((r) => r.status === "submitted").map((r) => r.id);
  if (submitted.length === 0) return null;
  const allOn = submitted.every((id) => selected.has(id));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2 sm:px-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-[hsl(var(--primary))] lg:mx-3"
          checked={allOn}
          onChange={(e) => onSelectedChange(new Set(e.target.checked ? submitted : []))}
        />
        Markera alla inskickade ({submitted.length})
      </label>
      <Button size="sm" disabled={selected.size === 0 || pending} onClick={onVerifySelected} aria-busy={pending || undefined}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
        Verifiera markerade{selected.size > 0 ? ` (${selected.size})` : ""}
      </Button>
    </div>
  );
}

/** Column titles over the rows, on wide screens only (a phone shows each report as a card). */
function ListHeader() {
  return (
    <div
      className="hidden border-b bg-muted/40 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:flex lg:gap-3"
      aria-hidden="true"
    >
      <span className={SELECT_COLUMN} />
      <div className={`flex-1 px-1 ${REPORT_COLUMNS}`}>
        <span>Datum</span>
        <span>Arbetare</span>
        <span>Projekt</span>
        <span className="text-right">Timmar</span>
        <span>Beskrivning</span>
      </div>
      <span className="w-64 shrink-0 text-right">Status</span>
    </div>
  );
}

interface PaginationProps {
  /** Reports on the pages before this one. */
  start: number;
  shown: number;
  total: number;
  /** The total is the server's estimate: the label says 'cirka'. */
  estimated: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Föregående' and 'Nästa' walk the list by the server's cursors; no jumping to a page number. */
export function Pagination({ start, shown, total, estimated, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-3 sm:px-4" aria-label="Sidor">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageLabel(start, shown, total, estimated)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Föregående
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
          Nästa
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
