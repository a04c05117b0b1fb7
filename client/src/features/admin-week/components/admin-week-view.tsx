import { Users } from "lucide-react";
import { useState } from "react";
import { addDays, isoWeekOf, todayIn, weekStart } from "@shared/dates";
import type { AdminWeekWorker, Expense, TimeReport, WorkingTimeWarning } from "@shared/types";
import { useExportWorkerWeek } from "@/api/report-csv/export-worker-week";
import { useWarningText } from "@/api/working-time/warning-text";
import { useTimeReportCount } from "@/api/time-reports/get-time-reports";
import { LoadMore } from "@/components/load-more";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { conflictMessage, errorMessage } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useVerifyWeek } from "../hooks/use-verify-week";
import { useWeekGrid, type WeekGrid } from "../hooks/use-week-grid";
import { useWeekTexts } from "../hooks/use-week-texts";
import { useWeekWarnings } from "../hooks/use-week-warnings";
import { countSubmitted } from "../lib/week-days";
import { NO_WEEK_FILTERS, WEEK_SEARCH_DEBOUNCE_MS, weekQuery, type WeekFilters } from "../lib/week-filters";
import { VerifyWeekDialog } from "./verify-week-dialog";
import { CompactWeekHeader } from "./compact-week-header";
import { CompactWorkerRow } from "./compact-worker-row";
import { WeekLegend } from "./week-legend";
import { WeekNavigator } from "./week-navigator";
import { WeekToolbar } from "./week-toolbar";
import { WeekVerifyBar } from "./week-verify-bar";
import { WorkerWeekCard } from "./worker-week-card";

const NO_WARNINGS: readonly WorkingTimeWarning[] = [];

interface AdminWeekViewProps {
  /** The app layer opens the report detail dialog. */
  onOpenReport: (report: TimeReport) => void;
  /** The app layer opens the expense dialog on a day's ersättningar (docs/product-rules.md §16). */
  onOpenExpenses: (expenses: Expense[], context: string) => void;
  /** "Today" in Stockholm; a prop so tests can fix it. */
  today?: string;
  /**
   * Another tab's request to show a week (the Lön tab's day without a report): the week of
   * `date`, searched for `search`. A new `key` each time, so the same link works twice.
   */
  preset?: { key: number; date: string; search: string };
}

/**
 * 'Arbetare': the active workers' week, Monday to Sunday, one card each, a page of workers at
 * a time: the search and the toggles run on the server, 'Visa fler' appends the next page.
 */
export function AdminWeekView({ onOpenReport, onOpenExpenses, today = todayIn(), preset }: AdminWeekViewProps) {
  const t = useT(adminWeekSv);
  const [date, setDate] = useState(() => weekStart(preset?.date ?? today));
  const [filters, setFilters] = useState<WeekFilters>(() => (preset ? { ...NO_WEEK_FILTERS, search: preset.search } : NO_WEEK_FILTERS));
  const [presetKey, setPresetKey] = useState(preset?.key);
  if (preset && preset.key !== presetKey) {
    setPresetKey(preset.key);
    setDate(weekStart(preset.date));
    setFilters({ ...NO_WEEK_FILTERS, search: preset.search });
  }
  const search = useDebouncedValue(filters.search, WEEK_SEARCH_DEBOUNCE_MS);
  const grid = useWeekGrid(weekQuery(date, filters, search));
  const [compact, setCompact] = useState(false);
  // The label follows the buttons at once; the grid follows when its data arrives.
  const shownStart = weekStart(date);
  const loading = grid.query.isPlaceholderData;

  return (
    <section className="flex flex-col gap-4" aria-label={t("adminWeek.view.label")}>
      <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <WeekNavigator
          weekNumber={isoWeekOf(shownStart).week}
          weekStart={shownStart}
          weekEnd={addDays(shownStart, 6)}
          isCurrentWeek={shownStart === weekStart(today)}
          onPrevious={() => setDate((d) => addDays(d, -7))}
          onNext={() => setDate((d) => addDays(d, 7))}
          onToday={() => setDate(weekStart(today))}
        />
        <WeekLegend />
      </Card>
      <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading || undefined}>
        <WeekBody
          grid={grid}
          isPending={grid.query.isPending}
          // A page that fails after the first leaves the loaded ones on screen.
          failed={grid.query.isError && grid.query.data === undefined}
          refusal={conflictMessage(grid.query.error)}
          loadMoreFailed={grid.query.isFetchNextPageError}
          settled={!loading}
          today={today}
          filters={filters}
          onFiltersChange={setFilters}
          compact={compact}
          onCompactChange={setCompact}
          onOpenReport={onOpenReport}
          onOpenExpenses={onOpenExpenses}
          onLoadMore={grid.query.hasNextPage && !loading ? () => void grid.query.fetchNextPage() : undefined}
          loadingMore={grid.query.isFetchingNextPage}
        />
      </div>
    </section>
  );
}

interface WeekBodyProps {
  grid: WeekGrid;
  isPending: boolean;
  failed: boolean;
  /** Why the server refused the week (409: 'Bara varningar' while a limit cannot be read); null otherwise. */
  refusal: string | null;
  loadMoreFailed: boolean;
  /** False while the previous week or search stays on screen as the next loads. */
  settled: boolean;
  today: string;
  filters: WeekFilters;
  onFiltersChange: (filters: WeekFilters) => void;
  compact: boolean;
  onCompactChange: (compact: boolean) => void;
  onOpenReport: (report: TimeReport) => void;
  onOpenExpenses: (expenses: Expense[], context: string) => void;
  /** 'Visa fler'; undefined when every matching worker is loaded. */
  onLoadMore: (() => void) | undefined;
  loadingMore: boolean;
}

function WeekBody({
  grid,
  isPending,
  failed,
  refusal,
  loadMoreFailed,
  settled,
  today,
  filters,
  onFiltersChange,
  compact,
  onCompactChange,
  onOpenReport,
  onOpenExpenses,
  onLoadMore,
  loadingMore,
}: WeekBodyProps) {
  const t = useT(adminWeekSv);
  const { notJudged } = useWarningText();
  const texts = useWeekTexts();
  const { week, workers } = grid;
  const exportWeek = useExportWorkerWeek();
  const verify = useVerifyWeek(week?.weekStart ?? "", week?.weekEnd ?? "");
  const warnings = useWeekWarnings(week?.weekStart ?? "", week?.weekEnd ?? "", grid.pageIds);
  const filtered = filters.search.trim() !== "" || filters.onlyMissing || filters.onlyToReview || filters.onlyWarnings;
  const noWorkers = week !== undefined && week.total === 0 && !filtered && settled;
  // 'Attestera vecka' for everyone verifies the week's submitted reports of every worker, loaded
  // or not, so the question counts them on the server, not on the cards.
  const toVerify = useTimeReportCount(week && !noWorkers ? { status: "submitted", startDate: week.weekStart, endDate: week.weekEnd } : null);
  if (failed) return <PanelError message={refusal ?? undefined} />;
  if (isPending || !week) return <PanelLoading label={t("adminWeek.view.loading")} />;
  if (noWorkers) return <PanelEmpty icon={<Users />} title={t("adminWeek.view.noWorkers")} />;

  const onExport = async (workerId: string) => {
    try {
      const fileName = await exportWeek.mutateAsync({ workerId, startDate: week.weekStart, endDate: week.weekEnd });
      if (fileName === null) toast({ title: t("adminWeek.export.none"), description: t("adminWeek.export.noneText") });
      else toast({ title: t("adminWeek.export.done"), description: fileName });
    } catch (exportError) {
      toast({ variant: "destructive", title: t("adminWeek.export.failed"), description: errorMessage(exportError, t("adminWeek.export.failedText")) });
    }
  };

  const rowProps = (worker: AdminWeekWorker) => {
    const count = countSubmitted(worker.reports);
    const expenses = countSubmitted(worker.expenses);
    return {
      worker,
      weekStart: week.weekStart,
      today,
      exporting: exportWeek.isPending && exportWeek.variables?.workerId === worker.id,
      onExport: () => void onExport(worker.id),
      toVerify: count + expenses,
      onVerify: () => verify.ask({ workerId: worker.id, workerName: worker.fullName, count, expenses }),
      onOpenReport,
      onOpenExpenses,
      warnings: warnings.byWorker.get(worker.id) ?? NO_WARNINGS,
    };
  };

  return (
    <div className="flex flex-col gap-4">
      <WeekVerifyBar
        count={toVerify.data}
        expenses={week.submittedExpenses}
        failed={toVerify.isError}
        onVerify={(count) => verify.ask({ workerName: null, count: count.total, estimated: count.totalEstimated, expenses: week.submittedExpenses })}
      />
      <VerifyWeekDialog
        target={verify.target}
        weekNumber={week.weekNumber}
        pending={verify.pending}
        onCancel={verify.cancel}
        onConfirm={() => void verify.confirm()}
      />
      {warnings.failed ? (
        <p className="text-sm text-muted-foreground">{warnings.refusal ? notJudged(warnings.refusal) : t("adminWeek.view.warningsFailed")}</p>
      ) : null}
      <WeekToolbar
        filters={filters}
        onFiltersChange={onFiltersChange}
        compact={compact}
        onCompactChange={onCompactChange}
        shownText={texts.loadedWorkers(workers.length, week.total)}
      />
      {workers.length === 0 ? (
        <PanelEmpty icon={<Users />} title={t("adminWeek.view.noMatch")} />
      ) : compact ? (
        // overflow-clip, not hidden: the headings stay sticky under the page's header.
        <Card className="overflow-clip">
          <CompactWeekHeader weekStart={week.weekStart} today={today} />
          <ul className="divide-y" aria-label={t("adminWeek.view.workers")} data-testid="week-grid">
            {workers.map((worker) => (
              <CompactWorkerRow key={worker.id} {...rowProps(worker)} />
            ))}
          </ul>
        </Card>
      ) : (
        <div className="flex flex-col gap-4" data-testid="week-grid">
          {workers.map((worker) => (
            <WorkerWeekCard key={worker.id} {...rowProps(worker)} />
          ))}
        </div>
      )}
      {loadMoreFailed ? <PanelError /> : null}
      {onLoadMore ? <LoadMore status={texts.loadedWorkers(workers.length, week.total)} pending={loadingMore} onLoadMore={onLoadMore} /> : null}
    </div>
  );
}
