import type { ReportCalendar } from "../../shared/types";
import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { forbidden } from "../lib/errors";
import { reportDays } from "./repo";

export function createCalendarService(db: Db) {
  return {
    /** A worker's own days; an admin may name any worker with `workerId`. */
    async days(actor: SessionUser, range: { start: string; end: string; workerId?: string }): Promise<ReportCalendar> {
      if (range.workerId && range.workerId !== actor.id && actor.role !== "admin") throw forbidden();
      const rows = await reportDays(db, range.workerId ?? actor.id, range.start, range.end);
      return Object.fromEntries(rows.map((r) => [r.date, { hasReport: true as const, isVerified: Boolean(r.isVerified) }]));
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
