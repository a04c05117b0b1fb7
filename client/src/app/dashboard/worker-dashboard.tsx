import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { todayIn } from "@shared/dates";
import type { PublicUser, TimeReport } from "@shared/types";
import { AfterFirstPaint, WhenNearView } from "@/components/after-first-paint";
import { ScrollButtons } from "@/components/scroll-buttons";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { CloseWeekCard } from "@/features/closures/components/close-week-card";
import { MyClosedWeeksTitle } from "@/features/closures/components/my-closed-weeks-title";
import { LedgerCard } from "@/features/ledger-checkin/components/ledger-card";
import type { ReportDayPrefill } from "@/features/ledger-checkin/lib/report-day";
import { QueueList } from "@/features/offline/components/queue-list";
import { useOfflineQueue } from "@/features/offline/hooks/use-queue-actions";
import { WorkerPdfCardTitle } from "@/features/pdf/worker-pdf-card-title";
import { RecentReports } from "@/features/worker-dashboard/components/recent-reports";
import { RejectedExpenses } from "@/features/worker-dashboard/components/rejected-expenses";
import { RejectedReports } from "@/features/worker-dashboard/components/rejected-reports";
import { ReturnedReports } from "@/features/worker-dashboard/components/returned-reports";
import { WorkerStats } from "@/features/worker-dashboard/components/worker-stats";
import { WorkingTimeWarnings } from "@/features/worker-dashboard/components/working-time-warnings";
import { firstName } from "@/lib/format";
import { useT } from "@/lib/i18n/runtime";
import { expensePagePath } from "../routes/expense-paths";
import { WorkerApprovalsLink } from "./approvals-link";
import { DashboardShell } from "./dashboard-shell";
import { ExpenseMenu } from "./expense-menu";
import { renderUploader } from "./lazy-image-uploader";
import { LazyReportDetailDialog as ReportDetailDialog, LazyTimeReportForm as TimeReportForm } from "./lazy-report-dialogs";
import { NewReportBar } from "./new-report-bar";

// Below the first view: their code is fetched once it has painted, not before.
const ReportCalendar = lazy(() => import("@/features/calendar/components/report-calendar").then((m) => ({ default: m.ReportCalendar })));
const WorkerPdfCard = lazy(() => import("@/features/pdf/worker-pdf-card").then((m) => ({ default: m.WorkerPdfCard })));
const MyClosedWeeks = lazy(() => import("@/features/closures/components/my-closed-weeks").then((m) => ({ default: m.MyClosedWeeks })));

const CALENDAR_PLACEHOLDER = <div className="min-h-[30rem] rounded-lg border bg-card" aria-hidden="true" />;
// On a phone the PDF card and 'Stängda veckor' sit below the calendar and are made only when
// the worker scrolls near them: the card's two date fields alone are a long task for a
// phone's browser (docs/decisions/2026-11-24-first-screen-rendering.md). Meanwhile the two
// cards stand there with their headings only, at their heights on a phone (no closed weeks
// yet): heading navigation and find-in-page still reach them, and going there makes them.
const SIDE_PLACEHOLDER = (
  <div className="flex flex-col gap-6">
    <Card className="h-[19.5rem]">
      <CardHeader>
        <WorkerPdfCardTitle />
      </CardHeader>
    </Card>
    <Card className="h-[6.5rem]">
      <CardHeader>
        <MyClosedWeeksTitle />
      </CardHeader>
    </Card>
  </div>
);

interface DetailState {
  report: TimeReport;
  /** From 'Senaste rapporter' the worker may edit; from the calendar it is read-only. */
  editable: boolean;
}

export function WorkerDashboard({ user }: { user: PublicUser }) {
  const t = useT(dashboardSv);
  const today = todayIn();
  // `prefill`: 'Rapportera dagen' of the Personalliggare card shows a new report filled in from the ledger (its summary first).
  const [form, setForm] = useState<{ open: boolean; report: TimeReport | null; prefill?: ReportDayPrefill }>({ open: false, report: null });
  const [detail, setDetail] = useState<DetailState | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  // Focus goes back to what opened the detail or the form when they close, also after
  // 'Redigera' swapped the detail for the form (its own button is gone by then).
  const focus = useReturnFocus();
  const queue = useOfflineQueue();

  const openForm = (report: TimeReport | null) => {
    if (detailOpen) focus.handOver();
    else focus.remember();
    setDetailOpen(false);
    queue.setEditing(null);
    setForm({ open: true, report });
  };
  const openReportDay = (prefill: ReportDayPrefill) => {
    focus.remember();
    queue.setEditing(null);
    setForm({ open: true, report: null, prefill });
  };
  const openDetail = (report: TimeReport, editable: boolean, from?: HTMLElement) => {
    focus.remember(from);
    setDetail({ report, editable });
    setDetailOpen(true);
  };

  return (
    <DashboardShell
      user={user}
      title={t("dashboard.welcome", { name: firstName(user.fullName) })}
      actions={
        <>
          <Button className="hidden sm:inline-flex" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t("dashboard.newReport")}
          </Button>
          {/* On a phone both sit in the bottom bar instead. */}
          <ExpenseMenu placement="below" className="hidden sm:block" />
        </>
      }
    >
      {/* An arbetsledare's 'Att godkänna (n)' (docs/product-rules.md §18), asked for once the page has painted. */}
      <AfterFirstPaint>
        <WorkerApprovalsLink user={user} />
      </AfterFirstPaint>
      {/* What needs the worker first, together at the top: sent back, then rejected (docs/product-rules.md §6). */}
      <ReturnedReports onOpen={(report) => openForm(report)} expenseHref={expensePagePath} />
      <RejectedReports />
      <RejectedExpenses />
      <LedgerCard today={today} offline={queue.ledger} onReportDay={openReportDay} />
      <WorkerStats today={today} />
      <WorkingTimeWarnings today={today} />
      <CloseWeekCard today={today} employedFrom={user.employedFrom} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RecentReports
            onOpen={(report) => openDetail(report, true)}
            queued={
              <QueueList
                reports={queue.reports}
                sending={queue.sending}
                onSendNow={() => void queue.sendNow()}
                onRemove={(report) => void queue.remove(report)}
                onEdit={(report) => {
                  focus.remember();
                  queue.setEditing(report);
                  setForm({ open: true, report: null });
                }}
              />
            }
          />
          <AfterFirstPaint placeholder={CALENDAR_PLACEHOLDER}>
            <Suspense fallback={CALENDAR_PLACEHOLDER}>
              <ReportCalendar today={today} employedFrom={user.employedFrom} onOpenReport={(report, from) => openDetail(report, false, from)} />
            </Suspense>
          </AfterFirstPaint>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <WhenNearView placeholder={SIDE_PLACEHOLDER}>
            <Suspense fallback={SIDE_PLACEHOLDER}>
              <WorkerPdfCard workerName={user.fullName} today={today} />
              <MyClosedWeeks />
            </Suspense>
          </WhenNearView>
        </div>
      </div>
      <TimeReportForm
        open={form.open}
        report={form.report}
        prefill={form.prefill}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        renderUploader={renderUploader}
        offline={{ save: queue.save }}
        draft={queue.editing}
        offerDaySplit
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <ReportDetailDialog
        report={detail?.report ?? null}
        open={detailOpen}
        onOpenChange={setDetailOpen}
        canEdit={detail?.editable ?? false}
        canWithdraw={detail?.editable ?? false}
        onEdit={(report) => openForm(report)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      {/* On a phone they sit in the 'Ny rapport' bar instead. */}
      <ScrollButtons className="bottom-6 hidden sm:flex" />
      <NewReportBar onNewReport={() => openForm(null)} />
    </DashboardShell>
  );
}
