import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { TimeReport } from "@shared/types";
import { adminSummaryQueryKey } from "@/features/admin-reports/api/get-admin-summary";
import { timeReportsBaseKey } from "@/features/admin-reports/api/get-time-reports-page";
import { ReportHistory } from "@/features/admin-reports/components/report-history";
import { ADMIN_STATUS_LABELS } from "@/features/admin-reports/lib/report-filters";
import { adminWeekBaseKey } from "@/features/admin-week/api/get-admin-week";
import { projectsQueryKey } from "@/features/projects/api/get-projects";
import { ReportDetailDialog } from "@/features/time-reports/components/report-detail-dialog";
import { TimeReportForm } from "@/features/time-reports/components/time-report-form";
// The form knows nothing of Uppy: the uploads feature is handed in, loaded on first use.
import { renderUploader } from "./lazy-image-uploader";

export interface AdminReportReview {
  /** Opens the detail dialog on a report from the week grid or the list. */
  openReport: (report: TimeReport) => void;
  /** Everything that changes when a report does: the week grid, the figures, the lists, the projects' hours. */
  refresh: () => void;
  /** The dialog and the edit form, to render once. */
  elements: ReactNode;
}

/**
 * The admin's review of one report: the time-reports feature's detail dialog with verify,
 * reject and edit, the report's history from admin-reports inside it, and the edit form.
 */
export function useAdminReportReview(): AdminReportReview {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<TimeReport | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [editing, setEditing] = useState<TimeReport | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const refresh = () => {
    for (const queryKey of [adminWeekBaseKey, adminSummaryQueryKey, timeReportsBaseKey, projectsQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const openReport = (next: TimeReport) => {
    setReport(next);
    setDetailOpen(true);
  };
  const openEdit = (next: TimeReport) => {
    setDetailOpen(false);
    setEditing(next);
    setFormOpen(true);
  };

  const elements = (
    <>
      <ReportDetailDialog
        report={report}
        open={detailOpen}
        onOpenChange={setDetailOpen}
        canVerify
        canEdit
        onEdit={openEdit}
        onChanged={refresh}
        statusLabels={ADMIN_STATUS_LABELS}
      >
        {report ? <ReportHistory key={report.id} reportId={report.id} /> : null}
      </ReportDetailDialog>
      <TimeReportForm open={formOpen} report={editing} onOpenChange={setFormOpen} renderUploader={renderUploader} onSaved={refresh} />
    </>
  );
  return { openReport, refresh, elements };
}
