import { FileSearch } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { ListHeader, SelectionBar, toggled } from "./list-parts";
import { REPORT_COLUMNS, ReportRow } from "./report-row";

const TITLES = [{ label: "Datum" }, { label: "Arbetare" }, { label: "Projekt" }, { label: "Timmar", right: true }, { label: "Beskrivning" }];

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
  return (
    <>
      <SelectionBar
        submitted={reports.filter((r) => r.status === "submitted").map((r) => r.id)}
        selected={selected}
        onSelectedChange={onSelectedChange}
        chosen={selected.size}
        pending={verifyingSelected}
        actionLabel="Verifiera markerade"
        onAction={onVerifySelected}
      />
      <ListHeader columns={REPORT_COLUMNS} titles={TITLES} statusWidth="w-64" />
      <ul className="divide-y" aria-label="Rapporter">
        {reports.map((report) => (
          <ReportRow
            key={report.id}
            report={report}
            verifying={verifyingId === report.id}
            selected={selected.has(report.id)}
            onSelectedChange={(on) => onSelectedChange(toggled(selected, report.id, on))}
            onOpen={() => onOpen(report)}
            onVerify={() => onVerify(report)}
          />
        ))}
      </ul>
    </>
  );
}
