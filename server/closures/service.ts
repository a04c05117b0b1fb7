import { isoWeekOf, isoWeekRange, isoWeeksInYear } from "../../shared/dates";
import type { WeeklyClosureRow } from "../../shared/schema";
import { type ClosuresPage, type ClosureWeek } from "../../shared/validation/closures";
import { REPORT_EXACT_COUNT_MAX } from "../../shared/validation/constants";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import type { JsonText } from "../lib/json-text";
import { badRequest, problem } from "../lib/errors";
import { closuresOfWorkerJson, countClosures, findClosure, insertClosureIfAbsent, pageOfClosures } from "./repo";

export function createClosureService(db: Db, today: () => string) {
  return {
    async isClosed(actor: SessionUser, week: ClosureWeek): Promise<boolean> {
      return Boolean(await findClosure(db, actor.id, week.year, week.weekNumber));
    },

    /** The actor's closures as the API's JSON, made by the database. */
    mine(actor: SessionUser): Promise<JsonText> {
      return closuresOfWorkerJson(db, actor.id);
    },

    /** One page of every worker's closures, and how many there are (an estimate above REPORT_EXACT_COUNT_MAX). */
    async page(page: ClosuresPage) {
      const [rows, count] = await Promise.all([pageOfClosures(db, page.limit, page.offset), countClosures(db, REPORT_EXACT_COUNT_MAX)]);
      return { rows, ...count };
    },

    /** Closes a started ISO week; closing it again answers the existing closure. */
    async close(actor: SessionUser, week: ClosureWeek): Promise<{ closure: WeeklyClosureRow; created: boolean }> {
      if (week.weekNumber > isoWeeksInYear(week.year)) throw badRequest(problem("week.invalid"), { weekNumber: problem("week.invalid") });
      const current = isoWeekOf(today());
      if (isoWeekRange(week.year, week.weekNumber).start > isoWeekRange(current.year, current.week).start) {
        throw badRequest(problem("week.not-started"), { weekNumber: problem("week.not-started") });
      }
      return db.transaction(async (tx) => {
        const created = await insertClosureIfAbsent(tx, actor.id, week.year, week.weekNumber);
        if (created) {
          await writeAudit(tx, { userId: actor.id, action: "close", entityType: "weekly_closure", entityId: created.id, after: created });
          return { closure: created, created: true };
        }
        const existing = await findClosure(tx, actor.id, week.year, week.weekNumber);
        if (!existing) throw new Error("closure vanished after a conflict");
        return { closure: existing, created: false };
      });
    },
  };
}
export type ClosureService = ReturnType<typeof createClosureService>;
