import { addDays, weekEnd, weekStart } from "../../shared/dates";
import { warningWindow, workingTimeWarnings } from "../../shared/working-time";
import type { WorkingTimeRule } from "../../shared/validation/constants";
import type { WorkingTimeFigures } from "../../shared/working-time/types";
import type { WarningsQuery } from "../../shared/validation/working-time-warnings";
import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { requiredPayrollSettings } from "../payroll";
import { warnedWorkers } from "./policies";
import { entriesByWorker, type EntryWindow } from "./repo";

export interface WorkerFinding {
  workerId: string;
  date: string;
  rule: WorkingTimeRule;
  message: string;
  figures: WorkingTimeFigures;
}

/**
 * `warningWindow`, and the days the rules need every report of: from the Saturday before the
 * week of `startDate` to the end of the week of `endDate`.
 * - The period's first week is judged whole (ordinary time, weekly rest), with the shifts of
 *   the Sunday before it that run into its Monday.
 * - The Saturday is there for the daily rest before that Monday: a Saturday shift can end
 *   late on Sunday. A shift dated earlier ends before Sunday, at least 24 h before Monday.
 * - Days outside only count through sums of general overtime (four weeks, month, year), which
 *   is all that is read of them (`entriesByWorker`). A finding dated outside the period is
 *   dropped.
 */
export function entryWindow(startDate: string, endDate: string): EntryWindow {
  const { from, to } = warningWindow(startDate, endDate);
  const monday = weekStart(startDate);
  return { from, weeksFrom: addDays(monday, -21), wholeFrom: addDays(monday, -2), wholeTo: weekEnd(endDate), to };
}

/**
 * docs/product-rules.md §11: the limits of Arbetstidslagen a worker passed in a period. Warnings,
 * never blocks; while the stored limits or overtime rule cannot be read, 409 naming it (§10),
 * never the law's figures in their place.
 */
export function createWorkingTimeService(db: Db, options: { timeZone: string }) {
  /** Each finding of `workers` dated in the period, by worker id then date. */
  async function findings(workers: string[] | "active", startDate: string, endDate: string): Promise<WorkerFinding[]> {
    const settings = await requiredPayrollSettings(db, ["limits", "overtimeRule"]);
    const out: WorkerFinding[] = [];
    for (const [workerId, entries] of await entriesByWorker(db, workers, entryWindow(startDate, endDate))) {
      const found = workingTimeWarnings(entries, { limits: settings.limits, overtimeRule: settings.overtimeRule, timeZone: options.timeZone });
      for (const f of found) if (f.date >= startDate && f.date <= endDate) out.push({ workerId, ...f });
    }
    return out;
  }

  return {
    /**
     * A worker sees its own; an admin names any worker, the workers of a grid page
     * (`workerIds`), or none for every active worker. The rules see the whole window before
     * and after the period, so that month, four-week and year sums are whole; only findings
     * dated in the period are kept.
     */
    async warnings(actor: SessionUser, query: WarningsQuery): Promise<WorkerFinding[]> {
      const named = query.workerIds ?? (query.workerId ? [query.workerId] : undefined);
      const workers = warnedWorkers(actor, named);
      if (workers !== "active" && workers.length === 0) return [];
      return findings(workers, query.startDate, query.endDate);
    },

    /**
     * The active workers with at least one warning dated from `startDate` to `endDate`: the
     * week grid's 'Bara varningar'. The same rules and reads as `warnings` for every active
     * worker (no permission check: the caller is an admin's screen).
     */
    async workersWithWarnings(startDate: string, endDate: string): Promise<Set<string>> {
      return new Set((await findings("active", startDate, endDate)).map((f) => f.workerId));
    },
  };
}
export type WorkingTimeService = ReturnType<typeof createWorkingTimeService>;
