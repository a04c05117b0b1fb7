import { isoWeekOf, weekEnd, weekStart } from "../../shared/dates";
import type { Db } from "../db";
import { notFound } from "../lib/errors";
import { isUuid } from "../lib/ids";
import { listActiveWorkers, reportHistory, reportsBetween, summaryFigures } from "./review-repo";

/** What admins read to review: the week grid, the dashboard figures, a report's history. */
export function createReviewService(db: Db, today: () => string) {
  return {
    /** All active workers with their reports of the week containing `date`: two queries in all. */
    async week(date: string = today()) {
      const start = weekStart(date);
      const end = weekEnd(date);
      const [workers, reports] = await Promise.all([listActiveWorkers(db), reportsBetween(db, start, end)]);
      const byWorker = new Map(workers.map((w) => [w.id, { ...w, reports: [] as typeof reports }]));
      for (const report of reports) byWorker.get(report.workerId)?.reports.push(report);
      const { year, week } = isoWeekOf(start);
      return { weekStart: start, weekEnd: end, year, weekNumber: week, workers: [...byWorker.values()] };
    },

    async summary() {
      const start = weekStart(today());
      const end = weekEnd(today());
      return { weekStart: start, weekEnd: end, ...(await summaryFigures(db, start, end)) };
    },

    async history(id: string) {
      if (!isUuid(id)) throw notFound();
      return reportHistory(db, id);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
