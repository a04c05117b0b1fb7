import { z } from "zod";
import { isIsoDate } from "../dates";
import { MSG } from "./messages";

/** A text input that may be left empty: "" and null both become null. */
export function optionalText(max: number) {
  return z
    .string()
    .nullish()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
    .pipe(z.string().max(max, MSG.tooLong).nullable());
}

/** An optional `YYYY-MM-DD` date; "" becomes null. */
export const optionalIsoDate = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || isIsoDate(v), MSG.invalidDate);

export const isoDateSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isIsoDate, MSG.invalidDate);

export const uuidSchema = (message: string = MSG.invalidId) => z.string({ error: message }).trim().pipe(z.uuid(message));
