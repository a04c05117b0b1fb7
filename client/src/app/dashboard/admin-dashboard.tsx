import { CalendarCheck2, ClipboardList, FolderKanban, HardHat, UserCog, Wallet } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import type { PublicUser } from "@shared/types";
import { useAdminSummary } from "@/api/admin/get-admin-summary";
import { ScrollButtons } from "@/components/scroll-buttons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminReportsView } from "@/features/admin-reports/components/admin-reports-view";
import { useFilterOptions } from "@/features/admin-reports/hooks/use-filter-options";
import type { FilterValues, ListType } from "@/features/admin-reports/lib/report-filters";
import { AdminWeekView } from "@/features/admin-week/components/admin-week-view";
import { AllClosedWeeks } from "@/features/closures/components/all-closed-weeks";
import { OvertimeJournalView } from "@/features/overtime-journal/components/overtime-journal-view";
import { PayrollPanel } from "@/features/payroll/components/payroll-panel";
import { generateAdminPdf } from "@/features/pdf/generate-admin-pdf";
import { useAdminPdfWords } from "@/features/pdf/use-admin-pdf-words";
import { UsersPanel } from "@/features/users/components/users-panel";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { useAdminReportReview } from "./admin-report-review";
import { AdminApprovalsLink } from "./approvals-link";
import { DashboardShell } from "./dashboard-shell";
import { ProjectsTab } from "./projects-tab";

function TabLabel({ icon, label, count }: { icon: ReactNode; label: string; count?: number }) {
  const t = useT(shellSv);
  return (
    <>
      <span aria-hidden="true">{icon}</span>
      <span>{label}</span>
      {count ? (
        <span className="rounded-full bg-amber-400 px-1.5 text-[11px] font-bold leading-5 text-amber-950">
          {count}
          <span className="sr-only">{t("shell.admin.pending")}</span>
        </span>
      ) : null}
    </>
  );
}

// Below lg the six tabs share the width, icon above a (wrapping) label; from lg up, one row.
// No column is narrower than its label's longest word ('Zamknięte' on a 390 px phone): the
// others give up the room, and the list's gaps too (the triggers' padding keeps them apart), so
// that 'Arbetare' to 'Lön' fit 390 px without the row scrolling.
// "!" because the classes override TabsTrigger's own, and clsx does not merge Tailwind classes.
const TRIGGER =
  "min-w-0 flex-col !gap-0.5 !whitespace-normal !px-1 py-1.5 text-center !text-[11px] leading-tight sm:!text-sm lg:flex-row lg:!gap-2 lg:!whitespace-nowrap lg:!px-4";

type AdminTab = "arbetare" | "rapporter" | "stangda" | "projekt" | "anvandare" | "lon";

/**
 * The tab, and what the Lön tab asked another tab to show: its blockers and warnings link
 * straight to the reports or the ersättningar, the user form or the week grid at a week. A
 * request carries a new key each time, so the same link works twice.
 */
function useAdminNavigation() {
  const [tab, setTab] = useState<AdminTab>("arbetare");
  const [reportsPreset, setReportsPreset] = useState<{ key: number; values: Partial<FilterValues>; type?: ListType }>();
  const [editRequest, setEditRequest] = useState<{ key: number; userId: string }>();
  const [weekPreset, setWeekPreset] = useState<{ key: number; date: string; search: string }>();
  return {
    tab,
    // A tab picked by hand shows that tab as it was left, not an earlier link's filters or form.
    setTab: (value: string) => {
      setReportsPreset(undefined);
      setEditRequest(undefined);
      setWeekPreset(undefined);
      setTab(value as AdminTab);
    },
    reportsPreset,
    editRequest,
    weekPreset,
    showReports: (values: Partial<FilterValues>) => {
      setReportsPreset((prev) => ({ key: (prev?.key ?? 0) + 1, values }));
      setTab("rapporter");
    },
    // 'Visa ersättningar': the period's ersättningar, all statuses, as both the submitted and the
    // sent-back ones block the export (docs/product-rules.md §16) and one status filter holds one.
    showExpenses: ({ startDate, endDate }: { startDate: string; endDate: string }) => {
      setReportsPreset((prev) => ({ key: (prev?.key ?? 0) + 1, values: { startDate, endDate }, type: "expenses" }));
      setTab("rapporter");
    },
    editUser: (userId: string) => {
      setEditRequest((prev) => ({ key: (prev?.key ?? 0) + 1, userId }));
      setTab("anvandare");
    },
    showWeek: ({ date, workerName }: { date: string; workerName: string }) => {
      setWeekPreset((prev) => ({ key: (prev?.key ?? 0) + 1, date, search: workerName }));
      setTab("arbetare");
    },
  };
}

/**
 * 'Lön', and the 'Övertidsjournal' reached from it: a seventh tab would not fit a phone's tab
 * row. The choice lives here, as the tab's content unmounts when another tab is picked, so
 * coming back to Lön shows the pay period again, as the settings do.
 */
function PayrollTab(props: Pick<ComponentProps<typeof PayrollPanel>, "onShowReports" | "onShowExpenses" | "onEditUser" | "onShowWeek">) {
  const [journal, setJournal] = useState(false);
  if (journal) return <OvertimeJournalView onClose={() => setJournal(false)} />;
  return <PayrollPanel {...props} onOpenJournal={() => setJournal(true)} />;
}

/**
 * The scroll buttons (docs/decisions/2026-11-22-toasts-and-error-display.md): on a wide screen they float in the margin beside
 * the content; on a phone the tables and buttons reach both edges, so there they sit in a bar of
 * their own at the bottom, as the worker's sit in the 'Ny rapport' bar, and the page ends with
 * room for it. The bar shows only while the buttons do (`empty:hidden`).
 */
function AdminScrollButtons() {
  return (
    <>
      <div className="h-12 sm:hidden" aria-hidden="true" />
      <div
        data-toast-anchor=""
        data-scroll-bar=""
        className="fixed inset-x-0 bottom-0 z-30 flex justify-end border-t bg-card/95 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 backdrop-blur empty:hidden sm:hidden"
      >
        <ScrollButtons placement="inline" />
      </div>
      <ScrollButtons className="bottom-6 hidden sm:flex" />
    </>
  );
}

export function AdminDashboard({ user }: { user: PublicUser }) {
  const t = useT(shellSv);
  const review = useAdminReportReview();
  const options = useFilterOptions();
  const summary = useAdminSummary();
  const nav = useAdminNavigation();
  const pdfWords = useAdminPdfWords();
  return (
    <DashboardShell user={user} title={t("shell.admin.title")} subtitle={t("shell.admin.subtitle")} actions={<AdminApprovalsLink />}>
      <Tabs value={nav.tab} onValueChange={nav.setTab} className="min-w-0">
        <TabsList className="grid grid-cols-[repeat(6,minmax(min-content,1fr))] max-lg:gap-0 lg:flex" aria-label={t("shell.admin.tabs")}>
          <TabsTrigger value="arbetare" className={TRIGGER}>
            <TabLabel icon={<HardHat />} label={t("shell.admin.tab.arbetare")} />
          </TabsTrigger>
          <TabsTrigger value="rapporter" className={TRIGGER}>
            <TabLabel icon={<ClipboardList />} label={t("shell.admin.tab.rapporter")} count={summary.data?.pendingReports} />
          </TabsTrigger>
          <TabsTrigger value="stangda" className={TRIGGER}>
            <TabLabel icon={<CalendarCheck2 />} label={t("shell.admin.tab.stangda")} />
          </TabsTrigger>
          <TabsTrigger value="projekt" className={TRIGGER}>
            <TabLabel icon={<FolderKanban />} label={t("shell.admin.tab.projekt")} />
          </TabsTrigger>
          <TabsTrigger value="anvandare" className={TRIGGER}>
            <TabLabel icon={<UserCog />} label={t("shell.admin.tab.anvandare")} />
          </TabsTrigger>
          <TabsTrigger value="lon" className={TRIGGER}>
            <TabLabel icon={<Wallet />} label={t("shell.admin.tab.lon")} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="arbetare">
          <AdminWeekView onOpenReport={review.openReport} onOpenExpenses={review.openExpenses} preset={nav.weekPreset} />
        </TabsContent>
        <TabsContent value="rapporter">
          <AdminReportsView
            workers={options.workers}
            projects={options.projects}
            onOpenReport={review.openReport}
            onOpenExpenses={review.openExpenses}
            onGeneratePdf={(request) => generateAdminPdf(request, pdfWords)}
            preset={nav.reportsPreset}
          />
        </TabsContent>
        <TabsContent value="stangda">
          <AllClosedWeeks />
        </TabsContent>
        <TabsContent value="projekt">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="anvandare">
          <UsersPanel currentUserId={user.id} editRequest={nav.editRequest} />
        </TabsContent>
        <TabsContent value="lon">
          <PayrollTab onShowReports={nav.showReports} onShowExpenses={nav.showExpenses} onEditUser={nav.editUser} onShowWeek={nav.showWeek} />
        </TabsContent>
      </Tabs>
      {review.elements}
      <AdminScrollButtons />
    </DashboardShell>
  );
}
