import { z } from "zod";
import { daysInclusive } from "../dates";
import { CALENDAR_MAX_DAYS } from "./constants";
import { isoDateSchema, uuidString } from "./fields";
import { MSG } from "./messages";

/** The week grid asks for a week, the dashboard for a month: the calendar's limit covers both. */
export const WARNINGS_MAX_DAYS = CALENDAR_MAX_DAYS;

export const WARNINGS_MSG = {
  periodOrder: "Startdatum måste vara före slutdatum.",
  tooLong: `Perioden får vara högst ${WARNINGS_MAX_DAYS} dagar`,
} as const;

/** GET /api/working-time/warnings: both dates, at most WARNINGS_MAX_DAYS days; `workerId` optional. */
export const warningsQuerySchema = z
  .object({
    workerId: uuidString(MSG.invalidId).optional(),
    startDate: isoDateSchema(MSG.dateRequired),
    endDate: isoDateSchema(MSG.dateRequired),
  })
  .superRefine((q, ctx) => {
    if (q.startDate > q.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: WARNINGS_MSG.periodOrder });
    else if (daysInclusive(q.startDate, q.endDate) > WARNINGS_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: WARNINGS_MSG.tooLong });
  });
export type WarningsQuery = z.infer<typeof warningsQuerySchema>;
