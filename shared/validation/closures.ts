import { z } from "zod";

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
