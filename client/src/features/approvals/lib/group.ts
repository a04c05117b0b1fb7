import { isoWeekOf, weekStart, addDays } from "@shared/dates";
import type { ApprovalQueue, ApprovalQueueExpense, ApprovalQueueReport } from "@shared/types";

/** One report or expense of a list, with which it is: what a decision on one row names. */
export type QueueRowRef = { kind: "report"; row: ApprovalQueueReport } | { kind: "expense"; row: ApprovalQueueExpense };

/** One day of a worker's week: its reports in the queue's order. */
export interface QueueDay {
  date: string;
  reports: ApprovalQueueReport[];
}

/** What one worker has waiting in one ISO week: the days with hours, and the expenses beside them. */
export interface WorkerWeek {
  key: string;
  week: number;
  start: string;
  end: string;
  worker: { id: string; fullName: string };
  days: QueueDay[];
  expenses: ApprovalQueueExpense[];
}

function groupOf(groups: Map<string, WorkerWeek>, date: string, worker: { id: string; fullName: string }): WorkerWeek {
  const start = weekStart(date);
  const key = `${start}:${worker.id}`;
  let group = groups.get(key);
  if (!group) {
    group = { key, week: isoWeekOf(date).week, start, end: addDays(start, 6), worker: { id: worker.id, fullName: worker.fullName }, days: [], expenses: [] };
    groups.set(key, group);
  }
  return group;
}

/**
 * A list of 'Att godkänna' (what waits, or what was approved) by week and worker
 * (docs/product-rules.md §18): oldest week first, then the workers by name; in a week the days
 * oldest first.
 */
export function groupByWeekAndWorker(queue: ApprovalQueue): WorkerWeek[] {
  const groups = new Map<string, WorkerWeek>();
  for (const report of queue.reports) {
    const group = groupOf(groups, report.date, report.worker);
    const day = group.days.find((d) => d.date === report.date);
    if (day) day.reports.push(report);
    else group.days.push({ date: report.date, reports: [report] });
  }
  for (const expense of queue.expenses) groupOf(groups, expense.date, expense.worker).expenses.push(expense);
  for (const group of groups.values()) {
    group.days.sort((a, b) => a.date.localeCompare(b.date));
    group.expenses.sort((a, b) => a.date.localeCompare(b.date));
  }
  return [...groups.values()].sort((a, b) => a.start.localeCompare(b.start) || a.worker.fullName.localeCompare(b.worker.fullName, "sv"));
}

/** The hours of a set of reports, summed in hundredths so that 7.5 + 0.25 stays exact. */
export function sumHours(reports: readonly { hours: string }[]): number {
  return reports.reduce((sum, r) => sum + Math.round(Number(r.hours) * 100), 0) / 100;
}
