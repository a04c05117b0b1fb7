import { z } from "zod";
import { MSG } from "./messages";

export const CLOSURE_MSG = {
  invalidWeek: "Ogiltig vecka",
  futureWeek: "Veckan har inte börjat ännu",
  invalidYear: "Ogiltigt år",
} as const;

const year = z.coerce
  .number({ error: CLOSURE_MSG.invalidYear })
  .int(CLOSURE_MSG.invalidYear)
  .min(2000, CLOSURE_MSG.invalidYear)
  .max(2100, CLOSURE_MSG.invalidYear);
const weekNumber = z.coerce
  .number({ error: CLOSURE_MSG.invalidWeek })
  .int(CLOSURE_MSG.invalidWeek)
  .min(1, CLOSURE_MSG.invalidWeek)
  .max(53, CLOSURE_MSG.invalidWeek);

/** POST /api/weekly-closures and GET /api/weekly-closures/status. */
export const closureWeekSchema = z.object({ year, weekNumber });
export type ClosureWeek = z.infer<typeof closureWeekSchema>;

export const CLOSURES_DEFAULT_LIMIT = 100;
export const CLOSURES_MAX_LIMIT = 500;

/** GET /api/weekly-closures (admin): one page, newest week first; `X-Total-Count` has them all. */
export const closuresPageSchema = z.object({
  limit: z.coerce
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .min(1, MSG.invalidInput)
    .max(CLOSURES_MAX_LIMIT, `Högst ${CLOSURES_MAX_LIMIT} per sida`)
    .default(CLOSURES_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(0, MSG.invalidInput).max(1_000_000, MSG.invalidInput).default(0),
});
export type ClosuresPage = z.output<typeof closuresPageSchema>;
