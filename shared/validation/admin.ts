import { z } from "zod";
import { isIsoDate } from "../dates";
import { ADMIN_WEEK_DEFAULT_LIMIT, ADMIN_WEEK_MAX_LIMIT, REPORT_SEARCH_MAX } from "./constants";
import { MSG } from "./messages";

/** "true" turns a toggle on; anything else (or nothing) leaves it off. */
const toggle = z
  .string()
  .optional()
  .transform((v) => v === "true" || v === "1");

/**
 * GET /api/admin/week: any date of the wanted week (defaults to this week), and one page of
 * the active workers, by name. `q` finds a worker by name or e-mail; `onlyMissing` keeps the
 * workers with a weekday before today without reports; `onlyToReview` those with a submitted
 * report in the week; `onlyWarnings` those with a working-time warning dated in the week
 * (docs/product-rules.md §11). The filters run on the server, so a page never carries the whole staff.
 */
export const adminWeekQuerySchema = z.object({
  date: z.string().refine(isIsoDate, MSG.invalidDate).optional(),
  q: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
    .pipe(z.string().max(REPORT_SEARCH_MAX, MSG.tooLong(REPORT_SEARCH_MAX)).optional()),
  onlyMissing: toggle,
  onlyToReview: toggle,
  onlyWarnings: toggle,
  limit: z.coerce
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .min(1, MSG.invalidInput)
    .max(ADMIN_WEEK_MAX_LIMIT, `Högst ${ADMIN_WEEK_MAX_LIMIT} arbetare per sida`)
    .default(ADMIN_WEEK_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(0, MSG.invalidInput).max(1_000_000, MSG.invalidInput).default(0),
});
export type AdminWeekQuery = z.output<typeof adminWeekQuerySchema>;
