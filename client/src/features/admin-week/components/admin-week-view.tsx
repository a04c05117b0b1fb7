import { CheckCheck, Users } from "lucide-react";
import { useState } from "react";
import { addDays, isoWeekOf, todayIn, weekStart } from "@shared/dates";
import type { AdminWeek, TimeReport, WorkingTimeWarning } from "@shared/types";
import { useAdminWeek } from "@/api/admin/get-admin-week";
import { useExportWorkerWeek } from "@/api/exports/export-worker-week";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAttestWeek } from "../hooks/use-attest-week";
import { useWeekWarnings } from "../hooks/use-week-warnings";
import { countSubmitted } from "../lib/week-days";
import { NO_WEEK_FILTERS, filterWorkers, type WeekFilters } from "../lib/week-filters";
import { AttestWeekDialog } from "./attest-week-dialog";
import { CompactWorkerRow } from "./compact-worker-row";
import { WeekLegend } from "./week-legend";
import { WeekNavigator } from "./week-navigator";
import { WeekToolbar } from "./week-toolbar";
import { WorkerWeekCard } from "./worker-week-card";
import { submittedThisWeekText } from "../lib/attest-texts";

const NO_WARNINGS: readonly WorkingTimeWarning[] = [];

interface AdminWeekViewProps {
  /** The app layer opens the report detail dialog. */
  onOpenReport: (report: TimeReport) => void;
  /** "Today" in Stockholm; a prop so tests can fix it. */
  today?: string;
}

/** 'Arbetare': every active worker's week, Monday to Sunday, one card each. */
export function AdminWeekView({ onOpenReport, today = todayIn() }: AdminWeekViewProps) {
  const [date, setDate] = useState(() => weekStart(today));
  const week = useAdminWeek(date);
  const [filters, setFilters] = useState<WeekFilters>(NO_WEEK_FILTERS);
  const [compact, setCompact] = useState(false);
  // The label follows the buttons at once; the grid follows when its data arrives.
  const shownStart = weekStart(date);

  return (
    <section className="flex flex-col gap-4" aria-label="Arbetarnas vecka">
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
      <div className={week.isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={week.isPlaceholderData || undefined}>
        <WeekBody
          week={week.data}
          isPending={week.isPending}
          error={week.error}
          today={today}
          filters={filters}
          onFiltersChange={setFilters}
          compact={compact}
          onCompactChange={setCompact}
          onOpenReport={onOpenReport}
        />
      </div>
    </section>
  );
}

interface WeekBodyProps {
  week: AdminWeek | undefined;
  isPending: boolean;
  error: unknown;
  today: string;
  filters: WeekFilters;
  onFiltersChange: (filters: WeekFilters) => void;
  compact: boolean;
  onCompactChange: (compact: boolean) => void;
  onOpenReport: (report: TimeReport) => void;
}

function WeekBody({ week, isPending, error, today, filters, onFiltersChange, compact, onCompactChange, onOpenReport }: WeekBodyProps) {
  const exportWeek = useExportWorkerWeek();
  const attest = useAttestWeek(week?.weekStart ?? "", week?.weekEnd ?? "");
  const warnings = useWeekWarnings(week?.weekStart ?? "", week?.weekEnd ?? "");
  if (error) return <PanelError />;
  if (isPending || !week) return <PanelLoading label="Laddar veckan..." />;
  if (week.workers.length === 0) return <PanelEmpty icon={<Users />} title="Inga aktiva arbetare" />;

  const onExport = async (workerId: string) => {
    try {
      const fileName = await exportWeek.mutateAsync({ workerId, startDate: week.weekStart, endDate: week.weekEnd });
      if (fileName === null) toast({ title: "Inga rapporter", description: "Arbetaren har inga rapporter den här veckan. Ingen fil skapades." });
      else toast({ title: "Export lyckades", description: fileName });
    } catch (exportError) {
      toast({ variant: "destructive", title: "Export misslyckades", description: errorMessage(exportError, "Kunde inte exportera rapporter") });
    }
  };

  const shown = filterWorkers(week.workers, filters, week.weekStart, today, warnings.byWorker);
  const rowProps = (worker: (typeof shown)[number]) => ({
    worker,
    weekStart: week.weekStart,
    today,
    exporting: exportWeek.isPending && exportWeek.variables?.workerId === worker.id,
    onExport: () => void onExport(worker.id),
    toAttest: countSubmitted(worker.reports),
    onAttest: () => attest.ask({ workerId: worker.id, workerName: worker.fullName, count: countSubmitted(worker.reports) }),
    onOpenReport,
    warnings: warnings.byWorker.get(worker.id) ?? NO_WARNINGS,
  });
  const weekToAttest = week.workers.reduce((n, worker) => n + countSubmitted(worker.reports), 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2 sm:px-4">
        <p className="text-sm text-muted-foreground">{submittedThisWeekText(weekToAttest)}</p>
        <Button
          size="sm"
          disabled={weekToAttest === 0}
          onClick={() => attest.ask({ workerName: null, count: weekToAttest })}
          aria-label="Attestera vecka för alla arbetare"
        >
          <CheckCheck aria-hidden="true" />
          Attestera vecka
        </Button>
      </div>
      <AttestWeekDialog
        target={attest.target}
        weekNumber={week.weekNumber}
        pending={attest.pending}
        onCancel={attest.cancel}
        onConfirm={() => void attest.confirm()}
      />
      {warnings.failed ? <p className="text-sm text-muted-foreground">Arbetstidsvarningarna kunde inte hämtas.</p> : null}
      <WeekToolbar
        filters={filters}
        onFiltersChange={onFiltersChange}
        compact={compact}
        onCompactChange={onCompactChange}
        shown={shown.length}
        total={week.workers.length}
      />
      {shown.length === 0 ? (
        <PanelEmpty icon={<Users />} title="Inga arbetare matchar filtren" />
      ) : compact ? (
        <Card className="overflow-hidden">
          <ul className="divide-y" aria-label="Arbetare" data-testid="week-grid">
            {shown.map((worker) => (
              <CompactWorkerRow key={worker.id} {...rowProps(worker)} />
            ))}
          </ul>
        </Card>
      ) : (
        <div className="flex flex-col gap-4" data-testid="week-grid">
          {shown.map((worker) => (
            <WorkerWeekCard key={worker.id} {...rowProps(worker)} />
          ))}
        </div>
      )}
    </div>
  );
}
