import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { calendarWorker } from "./policies";
import { reportDays } from "./repo";

export function createCalendarService(db: Db) {
  return {
    /** A worker's own days; an admin may name any worker with `workerId`. */
    async days(actor: SessionUser, range: { start: string; end: string; workerId?: string }) {
      return reportDays(db, calendarWorker(actor, range.workerId), range.start, range.end);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
