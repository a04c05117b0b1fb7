import { ChevronLeft, ChevronRight, FileSearch } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { pageLabel } from "../lib/report-filters";
import { REPORT_COLUMNS, ReportRow } from "./report-row";

interface ReportListProps {
  reports: TimeReport[];
  isPending: boolean;
  failed: boolean;
  verifyingId: string | undefined;
  onOpen: (report: TimeReport) => void;
  onVerify: (report: TimeReport) => void;
}

export function ReportList({ reports, isPending, failed, verifyingId, onOpen, onVerify }: ReportListProps) {
  if (failed) {
    return (
      <div className="p-4">
        <PanelError />
      </div>
    );
  }
  if (isPending) return <PanelLoading label="Laddar rapporter..." />;
  if (reports.length === 0) return <PanelEmpty icon={<FileSearch />} title="Inga rapporter hittades" text="Ändra filtren eller sökningen." framed={false} />;
  return (
    <>
      <ListHeader />
      <ul className="divide-y" aria-label="Rapporter">
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} verifying={verifyingId === report.id} onOpen={() => onOpen(report)} onVerify={() => onVerify(report)} />
        ))}
      </ul>
    </>
  );
}

/** Column titles over the rows, on wide screens only (a phone shows each report as a card). */
function ListHeader() {
  return (
    <div
      className="hidden border-b bg-muted/40 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:flex lg:gap-3"
      aria-hidden="true"
    >
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
  offset: number;
  shown: number;
  total: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
}

export function Pagination({ offset, shown, total, pageSize, onOffsetChange }: PaginationProps) {
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-3 sm:px-4" aria-label="Sidor">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageLabel(offset, shown, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
          <ChevronLeft aria-hidden="true" />
          Föregående
        </Button>
        <Button variant="outline" size="sm" disabled={offset + pageSize >= total} onClick={() => onOffsetChange(offset + pageSize)}>
          Nästa
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
