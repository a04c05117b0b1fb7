import { warningWindow, workingTimeWarnings } from "../../shared/working-time";
import type { WorkingTimeRule } from "../../shared/validation/constants";
import type { WarningsQuery } from "../../shared/validation/working-time-warnings";
import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { forbidden } from "../lib/errors";
import { currentPayrollSettings } from "../payroll/settings-service";
import { entriesOfWorkers, type WorkerEntry } from "./repo";

export interface WorkerFinding {
  workerId: string;
  date: string;
  rule: WorkingTimeRule;
  message: string;
}

function byWorker(entries: WorkerEntry[]): Map<string, WorkerEntry[]> {
  const groups = new Map<string, WorkerEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.workerId);
    if (list) list.push(e);
    else groups.set(e.workerId, [e]);
  }
  return groups;
}

/** CONTRACT §7: the limits of Arbetstidslagen a worker passed in a period. Warnings, never blocks. */
export function createWorkingTimeService(db: Db, options: { timeZone: string }) {
  return {
    /**
     * A worker sees its own; an admin names any worker, or none for every active worker (the
     * week grid). The rules see the whole window before and after the period, so that month,
     * four-week and year sums are whole; only findings dated in the period are kept.
     */
    async warnings(actor: SessionUser, query: WarningsQuery): Promise<WorkerFinding[]> {
      if (actor.role !== "admin" && query.workerId && query.workerId !== actor.id) throw forbidden();
      const workers = actor.role === "admin" ? (query.workerId ? [query.workerId] : "active") : [actor.id];
      const settings = await currentPayrollSettings(db);
      const { from, to } = warningWindow(query.startDate, query.endDate);
      const out: WorkerFinding[] = [];
      for (const [workerId, entries] of byWorker(await entriesOfWorkers(db, workers, from, to))) {
        const findings = workingTimeWarnings(entries, { limits: settings.limits, overtimeRule: settings.overtimeRule, timeZone: options.timeZone });
        for (const f of findings) if (f.date >= query.startDate && f.date <= query.endDate) out.push({ workerId, ...f });
      }
      return out;
    },
  };
}
export type WorkingTimeService = ReturnType<typeof createWorkingTimeService>;
