import { z } from "zod";
import { daysInclusive, isIsoDate } from "../dates";
import { isoDateSchema, uuidString } from "./fields";
import { MSG } from "./messages";
import { WARNINGS_MAX_DAYS, WARNINGS_MAX_WORKERS, WARNINGS_MSG } from "./working-time-warnings-texts";

export { WARNINGS_MAX_DAYS, WARNINGS_MAX_WORKERS, WARNINGS_MSG };

/**
 * `workerIds=a,b,c`: comma-separated ids, each a uuid, at most WARNINGS_MAX_WORKERS, repeats
 * dropped. An empty value names no worker (the answer is empty).
 */
const workerIdsSchema = z
  .string({ error: MSG.invalidId })
  .transform((v) => [...new Set(v.split(",").map((id) => id.trim()))].filter((id) => id !== ""))
  .pipe(z.array(uuidString(MSG.invalidId)).max(WARNINGS_MAX_WORKERS, WARNINGS_MSG.tooManyWorkers));

/**
 * GET /api/working-time/warnings: both dates, at most WARNINGS_MAX_DAYS days; optionally one
 * worker (`workerId`) or a page of them (`workerIds`); neither means every active worker.
 */
export const warningsQuerySchema = z
  .object({
    workerId: uuidString(MSG.invalidId).optional(),
    workerIds: workerIdsSchema.optional(),
    startDate: isoDateSchema(MSG.dateRequired),
    endDate: isoDateSchema(MSG.dateRequired),
  })
  .superRefine((q, ctx) => {
    if (q.workerId && q.workerIds) ctx.addIssue({ code: "custom", path: ["workerIds"], message: WARNINGS_MSG.workerOrWorkers });
    // Runs even when a date has failed its own rule: only two real dates have a length.
    if (!isIsoDate(q.startDate) || !isIsoDate(q.endDate)) return;
    if (q.startDate > q.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: WARNINGS_MSG.periodOrder });
    else if (daysInclusive(q.startDate, q.endDate) > WARNINGS_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: WARNINGS_MSG.tooLong });
  });
export type WarningsQuery = z.output<typeof warningsQuerySchema>;
