import { z } from "zod";
import { addDays, firstOfMonth, isIsoDate, lastOfMonth } from "../dates";
import { CALENDAR_MAX_DAYS } from "./constants";
import { uuidString } from "./fields";
import { MSG } from "./messages";

export const CALENDAR_MSG = {
  range: "Ange year och month, eller startDate och endDate",
  tooLong: `Perioden får vara högst ${CALENDAR_MAX_DAYS} dagar`,
  invalidMonth: "Ogiltig månad",
} as const;

const int = (min: number, max: number, message: string) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** GET /api/report-calendar: `year`+`month`, or `startDate`+`endDate`; admins may add `workerId`. */
export const calendarQuerySchema = z
  .object({
    year: int(2000, 2100, CALENDAR_MSG.invalidMonth).optional(),
    month: int(1, 12, CALENDAR_MSG.invalidMonth).optional(),
    startDate: z.string().refine(isIsoDate, MSG.invalidDate).optional(),
    endDate: z.string().refine(isIsoDate, MSG.invalidDate).optional(),
    workerId: uuidString(MSG.invalidId).optional(),
  })
  .transform((q, ctx) => {
    if (q.year !== undefined && q.month !== undefined) {
      return { start: firstOfMonth(q.year, q.month), end: lastOfMonth(q.year, q.month), workerId: q.workerId };
    }
    if (q.startDate && q.endDate && q.startDate <= q.endDate) {
      if (addDays(q.startDate, CALENDAR_MAX_DAYS) < q.endDate) {
        ctx.addIssue({ code: "custom", message: CALENDAR_MSG.tooLong, path: ["endDate"] });
        return z.NEVER;
      }
      return { start: q.startDate, end: q.endDate, workerId: q.workerId };
    }
    ctx.addIssue({ code: "custom", message: CALENDAR_MSG.range });
    return z.NEVER;
  });
