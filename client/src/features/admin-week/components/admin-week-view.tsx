import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useState } from "react";
import { addDays, isoWeekOf, todayIn, weekStart } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useExportWorkerWeek } from "../api/export-worker-week";
import { adminWeekQueryOptions, type AdminWeek } from "../api/get-admin-week";
import { WeekLegend } from "./week-legend";
import { WeekNavigator } from "./week-navigator";
import { WorkerWeekCard } from "./worker-week-card";

interface AdminWeekViewProps {
  /** The app layer opens the report detail dialog. */
  onOpenReport: (report: TimeReport) => void;
  /** "Today" in Stockholm; a prop so tests can fix it. */
  today?: string;
}

/** 'Arbetare': every active worker's week, Monday to Sunday, one card each. */
export function AdminWeekView({ onOpenReport, today = todayIn() }: AdminWeekViewProps) {
  const [date, setDate] = useState(() => weekStart(today));
  // The previous week stays on screen while the next loads, so the page does not jump.
  const week = useQuery({ ...adminWeekQueryOptions(date), placeholderData: keepPreviousData });
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
        <WeekBody week={week.data} isPending={week.isPending} error={week.error} today={today} onOpenReport={onOpenReport} />
      </div>
    </section>
  );
}

interface WeekBodyProps {
  week: AdminWeek | undefined;
  isPending: boolean;
  error: unknown;
  today: string;
  onOpenReport: (report: TimeReport) => void;
}

function WeekBody({ week, isPending, error, today, onOpenReport }: WeekBodyProps) {
  const exportWeek = useExportWorkerWeek();
  if (error) return <PanelError />;
  if (isPending || !week) return <PanelLoading label="Laddar veckan..." />;
  if (week.workers.length === 0) return <PanelEmpty icon={<Users />} title="Inga aktiva arbetare" />;

  const onExport = async (workerId: string) => {
    try {
      const fileName = await exportWeek.mutateAsync({ workerId, startDate: week.weekStart, endDate: week.weekEnd });
      toast({ title: "Export lyckades", description: fileName });
    } catch (exportError) {
      toast({ variant: "destructive", title: "Export misslyckades", description: errorMessage(exportError, "Kunde inte exportera rapporter") });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {week.workers.map((worker) => (
        <WorkerWeekCard
          key={worker.id}
          worker={worker}
          weekStart={week.weekStart}
          today={today}
          exporting={exportWeek.isPending && exportWeek.variables?.workerId === worker.id}
          onExport={() => void onExport(worker.id)}
          onOpenReport={onOpenReport}
        />
      ))}
    </div>
  );
}
