import { isoWeekOf, weekEnd, weekStart } from "../../shared/dates";
import type { Db } from "../db";
import { closuresOfWeek, listActiveWorkers, reportHistory, reportsBetween, summaryFigures } from "./repo";

type Report = Awaited<ReturnType<typeof reportsBetween>>[number];
type Worker = Awaited<ReturnType<typeof listActiveWorkers>>[number];

/** What admins read to review: the week grid, the dashboard figures, a report's history. */
export function createReviewService(db: Db, today: () => string) {
  return {
    /** All active workers with their reports of the week containing `date` and whether they closed it: three queries in all. */
    async week(date: string = today()) {
      const start = weekStart(date);
      const end = weekEnd(date);
      const { year, week } = isoWeekOf(start);
      const [workers, reports, closures] = await Promise.all([listActiveWorkers(db), reportsBetween(db, start, end), closuresOfWeek(db, year, week)]);
      const closedAt = new Map(closures.map((c) => [c.workerId, c.closedAt]));
      const byWorker = new Map(
        workers.map((w): [string, Worker & { reports: Report[]; closedAt: Date | null }] => [
          w.id,
          { ...w, reports: [], closedAt: closedAt.get(w.id) ?? null },
        ]),
      );
      for (const report of reports) byWorker.get(report.workerId)?.reports.push(report);
      return { weekStart: start, weekEnd: end, year, weekNumber: week, workers: [...byWorker.values()] };
    },

    async summary() {
      const start = weekStart(today());
      const end = weekEnd(today());
      return { weekStart: start, weekEnd: end, ...(await summaryFigures(db, start, end)) };
    },

    history(id: string) {
      return reportHistory(db, id);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
export type ReviewWeek = Awaited<ReturnType<ReviewService["week"]>>;
export type ReviewSummary = Awaited<ReturnType<ReviewService["summary"]>>;
export type ReviewHistoryRow = Awaited<ReturnType<ReviewService["history"]>>[number];
