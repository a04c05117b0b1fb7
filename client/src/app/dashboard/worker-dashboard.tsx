import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { todayIn } from "@shared/dates";
import type { PublicUser, TimeReport } from "@shared/types";
import { ScrollButtons } from "@/components/scroll-buttons";
import { Button } from "@/components/ui/button";
import { reportCalendarBaseKey } from "@/features/calendar/api/get-report-calendar";
import { ReportCalendar } from "@/features/calendar/components/report-calendar";
import { closuresBaseKey } from "@/features/closures/api/get-closure-status";
import { CloseWeekCard } from "@/features/closures/components/close-week-card";
import { ClosedWeeks } from "@/features/closures/components/closed-weeks";
import { WorkerPdfCard } from "@/features/pdf/worker-pdf-card";
import { RecentReports } from "@/features/time-reports/components/recent-reports";
import { ReportDetailDialog } from "@/features/time-reports/components/report-detail-dialog";
import { TimeReportForm } from "@/features/time-reports/components/time-report-form";
import { WorkerStats } from "@/features/time-reports/components/worker-stats";
import { firstName } from "@/lib/format";
import { DashboardShell } from "./dashboard-shell";
import { renderUploader } from "./lazy-image-uploader";
import { NewReportBar } from "./new-report-bar";

interface DetailState {
  report: TimeReport;
  /** From 'Senaste rapporter' the worker may edit; from the calendar it is read-only. */
  editable: boolean;
}

export function WorkerDashboard({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const today = todayIn();
  const [form, setForm] = useState<{ open: boolean; report: TimeReport | null }>({ open: false, report: null });
  const [detail, setDetail] = useState<DetailState | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);

  const openForm = (report: TimeReport | null) => {
    setDetailOpen(false);
    setForm({ open: true, report });
  };
  const openDetail = (report: TimeReport, editable: boolean) => {
    setDetail({ report, editable });
    setDetailOpen(true);
  };
  // The time-reports feature refreshes its own lists; the other features' data is refreshed here.
  const refreshOtherFeatures = () => {
    void queryClient.invalidateQueries({ queryKey: reportCalendarBaseKey });
    void queryClient.invalidateQueries({ queryKey: closuresBaseKey });
  };

  return (
    <DashboardShell
      user={user}
      title={`Välkommen, ${firstName(user.fullName)}!`}
      actions={
        <Button className="hidden sm:inline-flex" onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Ny rapport
        </Button>
      }
    >
      <WorkerStats today={today} />
      <CloseWeekCard today={today} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RecentReports onOpen={(report) => openDetail(report, true)} />
          <ReportCalendar today={today} onOpenReport={(report) => openDetail(report, false)} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <WorkerPdfCard workerName={user.fullName} today={today} />
          <ClosedWeeks />
        </div>
      </div>
      <TimeReportForm
        open={form.open}
        report={form.report}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        renderUploader={renderUploader}
        onSaved={refreshOtherFeatures}
      />
      <ReportDetailDialog
        report={detail?.report ?? null}
        open={detailOpen}
        onOpenChange={setDetailOpen}
        canEdit={detail?.editable ?? false}
        onEdit={(report) => openForm(report)}
      />
      <ScrollButtons className="bottom-24 sm:bottom-6" />
      <NewReportBar onNewReport={() => openForm(null)} />
    </DashboardShell>
  );
}
