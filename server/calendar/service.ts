import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { forbidden } from "../lib/errors";
import { reportDays } from "./repo";

export function createCalendarService(db: Db) {
  return {
    /** A worker's own days; an admin may name any worker with `workerId`. */
    async days(actor: SessionUser, range: { start: string; end: string; workerId?: string }) {
      if (range.workerId && range.workerId !== actor.id && actor.role !== "admin") throw forbidden();
      return reportDays(db, range.workerId ?? actor.id, range.start, range.end);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
