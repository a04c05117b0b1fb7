import { eachDate, isoWeekOf, weekEnd, weekStart } from "../../shared/dates";
import { isMissingDay } from "../../shared/domain";
import type { AdminWeekQuery } from "../../shared/validation/admin";
import type { Db } from "../db";
import type { WorkingTimeService } from "../working-time";
import { expensesOfWorkers, type ExpenseWithRefs } from "../expenses";
import { submittedExpenseCount } from "./expenses-repo";
import { closuresOfWorkers, pageOfActiveWorkers, reportsOfWorkers, summaryFigures, type WorkerPageFilter } from "./repo";

import type { JsonText } from "../lib/json-text";
type Worker = Awaited<ReturnType<typeof pageOfActiveWorkers>>["workers"][number];

/**
 * What admins read to review: the week grid and the dashboard figures. The
 * working-time service tells 'Bara varningar' which workers have a warning in the week.
 */
export function createAdminService(db: Db, today: () => string, workingTime: Pick<WorkingTimeService, "workersWithWarnings">, timeZone: string) {
  return {
    /**
     * One page of the active workers (by name) that match the query, each with the reports and
     * the expenses (docs/product-rules.md §16) of the week containing `date` and whether they
     * closed it, and the week's submitted expenses of every worker: the page, then its reports,
     * expenses and closures and that count, five queries whatever the size of the staff. `onlyWarnings` first runs the
     * working-time rules over every active worker's reports of the week (and the overtime of
     * the year before it), as GET /api/working-time/warnings does without `workerIds`, and
     * keeps the workers it warns about.
     */
    async week(query: AdminWeekQuery) {
      const day = today();
      const start = weekStart(query.date ?? day);
      const end = weekEnd(start);
      const { year, week } = isoWeekOf(start);
      const filter: WorkerPageFilter = {
        q: query.q,
        week: { start, end },
        // The grid's 'Saknas': a working day before today without any report, not before the
        // worker's employedFrom (the repo checks that per worker; shared/domain/working-days.ts).
        missingOn: query.onlyMissing ? eachDate(start, end).filter((d) => isMissingDay(d, day, false)) : undefined,
        toReview: query.onlyToReview,
        onlyIds: query.onlyWarnings ? [...(await workingTime.workersWithWarnings(start, end))] : undefined,
      };
      const page = await pageOfActiveWorkers(db, filter, query.limit, query.offset);
      const ids = page.workers.map((w) => w.id);
      const [reports, expenses, closures, submittedExpenses] = await Promise.all([
        reportsOfWorkers(db, ids, start, end, timeZone),
        expensesOfWorkers(db, ids, start, end),
        closuresOfWorkers(db, ids, year, week),
        submittedExpenseCount(db, start, end),
      ]);
      const closedAt = new Map(closures.map((c) => [c.workerId, c.closedAt]));
      const byWorker = new Map(
        page.workers.map((w): [string, Worker & { reports: JsonText[]; expenses: ExpenseWithRefs[]; closedAt: Date | null; notInLedger: string[] }] => [
          w.id,
          { ...w, reports: [], expenses: [], closedAt: closedAt.get(w.id) ?? null, notInLedger: [] },
        ]),
      );
      for (const expense of expenses) byWorker.get(expense.workerId)?.expenses.push(expense);
      for (const report of reports) {
        const worker = byWorker.get(report.workerId);
        if (!worker) continue;
        worker.reports.push(report.json);
        // Reports come oldest day first: a day is added once, in order.
        if (report.notInLedger && worker.notInLedger.at(-1) !== report.date) worker.notInLedger.push(report.date);
      }
      return {
        weekStart: start,
        weekEnd: end,
        year,
        weekNumber: week,
        workers: [...byWorker.values()],
        total: page.total,
        submittedExpenses,
        limit: query.limit,
        offset: query.offset,
      };
    },

    async summary() {
      const start = weekStart(today());
      const end = weekEnd(today());
      return { weekStart: start, weekEnd: end, ...(await summaryFigures(db, start, end)) };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
export type AdminWeekData = Awaited<ReturnType<AdminService["week"]>>;
export type AdminSummaryData = Awaited<ReturnType<AdminService["summary"]>>;
