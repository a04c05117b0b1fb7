import { z } from "zod";
import { isIsoDate } from "../dates";
import { MSG } from "./messages";

/** GET /api/admin/week: any date of the wanted week (defaults to this week). */
export const adminWeekQuerySchema = z.object({
  date: z.string().refine(isIsoDate, MSG.invalidDate).optional(),
});
