import { CheckCheck, Download, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { AdminWeekWorker, TimeReport, WorkingTimeWarning } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatHours } from "@shared/domain";
import { buildWeekDays, sumHours } from "../lib/week-days";
import { ClosedBadge } from "./closed-badge";
import { WeekDayCell } from "./week-day-cell";
import { WarningList, WarningToggle } from "./working-time-warnings";

interface WorkerWeekCardProps {
  worker: AdminWeekWorker;
  weekStart: string;
  today: string;
  exporting: boolean;
  onExport: () => void;
  /** Submitted reports of the week: 'Attestera vecka' is off when there are none. */
  toAttest: number;
  onAttest: () => void;
  onOpenReport: (report: TimeReport) => void;
  /** Arbetstidslagen's warnings dated in this week (CONTRACT §7); none, no mark. */
  warnings: readonly WorkingTimeWarning[];
}

export function WorkerWeekCard({ worker, weekStart, today, exporting, onExport, toAttest, onAttest, onOpenReport, warnings }: WorkerWeekCardProps) {
  const days = buildWeekDays(weekStart, worker.reports, today);
  const [showWarnings, setShowWarnings] = useState(false);
  const listId = useId();
  return (
    <Card className="overflow-hidden" aria-label={worker.fullName} role="region">
      <div className="flex flex-wrap items-center gap-3 border-b bg-muted/40 px-4 py-3">
        <Avatar name={worker.fullName} role={worker.email} className="mr-auto min-w-0" />
        {worker.closedAt ? <ClosedBadge closedAt={worker.closedAt} /> : null}
        {warnings.length > 0 ? (
          <WarningToggle
            workerName={worker.fullName}
            count={warnings.length}
            expanded={showWarnings}
            onToggle={() => setShowWarnings((shown) => !shown)}
            controls={listId}
          />
        ) : null}
        <div className="text-right">
          <p className="text-xs text-muted-foreground">Veckans timmar</p>
          <p className="text-lg font-extrabold tabular-nums leading-tight">{formatHours(sumHours(worker.reports))} h</p>
        </div>
        <Button size="sm" onClick={onAttest} disabled={toAttest === 0} aria-label={`Attestera vecka för ${worker.fullName}`}>
          <CheckCheck aria-hidden="true" />
          Attestera vecka
        </Button>
        <Button variant="outline" size="sm" onClick={onExport} disabled={exporting} aria-label={`Exportera vecka för ${worker.fullName}`}>
          {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Exportera vecka
        </Button>
      </div>
      {warnings.length > 0 && showWarnings ? <WarningList id={listId} workerName={worker.fullName} warnings={warnings} className="border-b" /> : null}
      <ul className="grid grid-cols-1 gap-1.5 p-2 sm:p-3 lg:grid-cols-7">
        {days.map((day) => (
          <WeekDayCell key={day.date} day={day} workerName={worker.fullName} isToday={day.date === today} onOpenReport={onOpenReport} />
        ))}
      </ul>
    </Card>
  );
}
