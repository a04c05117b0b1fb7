import { z } from "zod";
import { isIsoDate } from "../dates";
import { text, uuidString } from "./fields";
import { MSG } from "./messages";

export const EXPORT_MSG = {
  fillDates: "Välj både startdatum och slutdatum för rapporten.",
  badRange: "Startdatum måste vara före slutdatum.",
  chooseWorker: "Välj arbetare",
  chooseProject: "Välj projekt",
} as const;

const requiredDate = text(EXPORT_MSG.fillDates).trim().min(1, EXPORT_MSG.fillDates).refine(isIsoDate, MSG.invalidDate);

/** GET /api/time-reports/export/worker: one worker's period (the admin grid sends a week). */
export const workerExportQuerySchema = z
  .object({
    workerId: text(EXPORT_MSG.chooseWorker).trim().min(1, EXPORT_MSG.chooseWorker).pipe(uuidString(EXPORT_MSG.chooseWorker)),
    startDate: requiredDate,
    endDate: requiredDate,
  })
  .refine((q) => q.startDate <= q.endDate, { message: EXPORT_MSG.badRange, path: ["endDate"] });

/** A period picked in a PDF form: both dates, start not after end. */
export const dateRangeSchema = z
  .object({ startDate: requiredDate, endDate: requiredDate })
  .refine((q) => q.startDate <= q.endDate, { message: EXPORT_MSG.badRange, path: ["endDate"] });
