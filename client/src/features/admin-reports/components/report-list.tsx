import { FileSearch } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { ListHeader, SelectionBar, toggled } from "./list-parts";
import { REPORT_COLUMNS, ReportRow } from "./report-row";

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
  const t = useT(adminReportsSv);
  if (failed) {
    return (
      <div className="p-4">
        <PanelError />
      </div>
    );
  }
  if (isPending) return <PanelLoading label={t("adminReports.reports.loading")} />;
  if (reports.length === 0)
    return <PanelEmpty icon={<FileSearch />} title={t("adminReports.reports.none")} text={t("adminReports.reports.changeFilters")} framed={false} />;
  return (
    <>
      <SelectionBar
        submitted={reports.filter((r) => r.status === "submitted").map((r) => r.id)}
        selected={selected}
        onSelectedChange={onSelectedChange}
        chosen={selected.size}
        pending={verifyingSelected}
        actionLabel={t("adminReports.reports.verifySelected")}
        onAction={onVerifySelected}
      />
      <ListHeader
        columns={REPORT_COLUMNS}
        titles={[
          { label: t("adminReports.list.date") },
          { label: t("adminReports.list.worker") },
          { label: t("adminReports.list.project") },
          { label: t("adminReports.list.hours"), right: true },
          { label: t("adminReports.list.description") },
        ]}
        statusWidth="w-64"
      />
      <ul className="divide-y" aria-label={t("adminReports.reports.label")}>
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
