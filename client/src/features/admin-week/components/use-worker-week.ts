import { useId, useState } from "react";
import type { AdminWeekWorker, TimeReport, WorkingTimeWarning } from "@shared/types";
import { formatHours, hoursByKind } from "@shared/domain";
import { buildWeekDays, sumHours } from "../lib/week-days";

/** One worker's week, as the card and the compact row both show it. */
export interface WorkerWeekProps {
  worker: AdminWeekWorker;
  weekStart: string;
  today: string;
  exporting: boolean;
  onExport: () => void;
  /** Submitted reports of the week: 'Attestera vecka' is off when there are none. */
  toVerify: number;
  onVerify: () => void;
  onOpenReport: (report: TimeReport) => void;
  /** Arbetstidslagen's warnings dated in this week; none, no mark. */
  warnings: readonly WorkingTimeWarning[];
}

/**
 * What the card and the compact row derive alike from a worker's week: the seven days, the
 * week's hours with their breakdown by kind, and the warning mark with the list it opens (null where there is none to show).
 */
export function useWorkerWeek({ worker, weekStart, today, warnings }: Pick<WorkerWeekProps, "worker" | "weekStart" | "today" | "warnings">) {
  const [showWarnings, setShowWarnings] = useState(false);
  const listId = useId();
  const workerName = worker.fullName;
  const hasWarnings = warnings.length > 0;
  return {
    days: buildWeekDays(weekStart, worker.reports, today, worker.employedFrom, worker.notInLedger),
    hours: `${formatHours(sumHours(worker.reports))} h`,
    /** The week's hours per kind (work, overtime, travel, absence), for the breakdown under the total. */
    byKind: hoursByKind(worker.reports),
    showWarnings,
    warningToggle: hasWarnings
      ? { workerName, count: warnings.length, expanded: showWarnings, onToggle: () => setShowWarnings((shown) => !shown), controls: listId }
      : null,
    warningList: hasWarnings && showWarnings ? { id: listId, workerName, warnings } : null,
  };
}
