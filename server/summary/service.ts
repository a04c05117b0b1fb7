import { weekEnd, weekStart } from "../../shared/dates";
import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { seesAllProjects } from "../projects";
import { summaryFigures, type SummaryFigures } from "./repo";

export type UserSummary = SummaryFigures & { weekStart: string; weekEnd: string };

/** The signed-in staff member's own dashboard figures: one small request, one query. */
export function createSummaryService(db: Db, today: () => string) {
  return {
    /** This week is Monday to Sunday around today in TZ_APP. */
    async forUser(user: SessionUser): Promise<UserSummary> {
      const start = weekStart(today());
      const end = weekEnd(start);
      const figures = await summaryFigures(db, { id: user.id, seesAllProjects: seesAllProjects(user) }, start, end);
      return { weekStart: start, weekEnd: end, ...figures };
    },
  };
}
export type SummaryService = ReturnType<typeof createSummaryService>;
