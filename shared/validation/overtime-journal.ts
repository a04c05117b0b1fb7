import { z } from "zod";

/** The years the overtime journal can be asked for: the app's data never reaches outside them. */
export const JOURNAL_YEAR_MIN = 2000;
export const JOURNAL_YEAR_MAX = 2100;

export const JOURNAL_MSG = {
  invalidYear: `Ange ett år mellan ${JOURNAL_YEAR_MIN} och ${JOURNAL_YEAR_MAX}`,
} as const;

/** Query of GET /api/working-time/journal and journal.csv: `year`, four digits (docs/product-rules.md §11). */
export const journalQuerySchema = z.object({
  year: z
    .string({ error: JOURNAL_MSG.invalidYear })
    .trim()
    .regex(/^\d{4}$/, JOURNAL_MSG.invalidYear)
    .transform(Number)
    .pipe(z.number().min(JOURNAL_YEAR_MIN, JOURNAL_MSG.invalidYear).max(JOURNAL_YEAR_MAX, JOURNAL_MSG.invalidYear)),
});
