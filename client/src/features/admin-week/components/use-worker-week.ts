import { useId, useState } from "react";
import type { AdminWeekWorker, Expense, TimeReport, WorkingTimeWarning } from "@shared/types";
import { hoursByKind } from "@shared/domain";
import { sumOre } from "@/lib/expense-texts";
import { useFormat } from "@/lib/i18n/use-format";
import { buildWeekDays, sumHours } from "../lib/week-days";

/** One worker's week, as the card and the compact row both show it. */
export interface WorkerWeekProps {
  worker: AdminWeekWorker;
  weekStart: string;
  today: string;
  exporting: boolean;
  onExport: () => void;
  /** Submitted reports and expenses of the week: 'Attestera vecka' is off when there are none. */
  toVerify: number;
  onVerify: () => void;
  onOpenReport: (report: TimeReport) => void;
  /** A day's expenses, with whose and which day they are: 'Erik Andersson, tisdag 17 mars 2026'. */
  onOpenExpenses: (expenses: Expense[], context: string) => void;
  /** Arbetstidslagen's warnings dated in this week; none, no mark. */
  warnings: readonly WorkingTimeWarning[];
}

/**
 * What the card and the compact row derive alike from a worker's week: the seven days, the
 * week's hours with their breakdown by kind, and the warning mark with the list it opens (null where there is none to show).
 */
export function useWorkerWeek({ worker, weekStart, today, warnings }: Pick<WorkerWeekProps, "worker" | "weekStart" | "today" | "warnings">) {
  const format = useFormat();
  const [showWarnings, setShowWarnings] = useState(false);
  const listId = useId();
  const workerName = worker.fullName;
  const hasWarnings = warnings.length > 0;
  return {
    days: buildWeekDays(weekStart, worker.reports, today, worker.employedFrom, worker.notInLedger, worker.expenses),
    hours: `${format.hours(sumHours(worker.reports))} h`,
    /** The week's hours per kind (work, overtime, travel, absence), for the breakdown under the total. */
    byKind: hoursByKind(worker.reports),
    /** The week's ersättningar together, '1 234,00 kr'; null without any. */
    expenseSum: worker.expenses.length > 0 ? format.kronor(sumOre(worker.expenses)) : null,
    showWarnings,
    warningToggle: hasWarnings
      ? { workerName, count: warnings.length, expanded: showWarnings, onToggle: () => setShowWarnings((shown) => !shown), controls: listId }
      : null,
    warningList: hasWarnings && showWarnings ? { id: listId, workerName, warnings } : null,
  };
}
