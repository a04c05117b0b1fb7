import { z } from "zod";
import { addDays, isIsoDate } from "../dates";
import { isClockTime, skippedTime, spanMinutes } from "../wall-clock";
import { formatDate } from "../domain";
import { BREAK_MINUTES_MAX } from "./constants";

/** Clock times on a work report (docs/product-rules.md §5): their fields, their rules and their messages. */
export const CLOCK_TIME_MSG = {
  invalidTime: "Ange tiden som TT:MM, till exempel 07:00",
  bothTimes: "Ange både start- och sluttid",
  sameTimes: "Sluttiden måste skilja sig från starttiden",
  breakRange: `Rasten anges i minuter, 0–${BREAK_MINUTES_MAX}`,
  breakTooLong: "Rasten är längre än arbetspasset",
  hoursDisagree: "Timmarna stämmer inte med start- och sluttid",
  absenceWithTimes: "Frånvaro rapporteras utan start- och sluttid",
  /** A time in the hour the clocks skip in spring (docs/product-rules.md §5, "Clock changes"). */
  skippedTime: (time: string, date: string) => `Klockan ${time} finns inte den ${formatDate(date, "day-month-year")} – klockan ställdes fram en timme`,
} as const;

/** An optional `HH:MM`; "" and null mean none. */
export const optionalClockTime = z
  .string({ error: CLOCK_TIME_MSG.invalidTime })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || isClockTime(v), CLOCK_TIME_MSG.invalidTime);

/** Break in whole minutes, 0-240; "" and null mean none (0 when times are given). */
export const optionalBreakMinutes = z
  .union([z.number(), z.string()], { error: CLOCK_TIME_MSG.breakRange })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > BREAK_MINUTES_MAX) {
      ctx.addIssue({ code: "custom", message: CLOCK_TIME_MSG.breakRange });
      return z.NEVER;
    }
    return n;
  });

/** docs/product-rules.md §5: times are for work codes; with both, hours = span − break (a shift may pass midnight). */
export function checkClockTimes(
  raw: { timeCode?: unknown; startTime?: unknown; endTime?: unknown; breakMinutes?: unknown; hours?: unknown; date?: unknown },
  kind: "work" | "absence",
  timeZone: string,
  ctx: z.RefinementCtx,
): void {
  const start = typeof raw.startTime === "string" && isClockTime(raw.startTime) ? raw.startTime : null;
  const end = typeof raw.endTime === "string" && isClockTime(raw.endTime) ? raw.endTime : null;
  if (start === null && end === null) return;
  if (kind === "absence") {
    ctx.addIssue({ code: "custom", path: ["startTime"], message: CLOCK_TIME_MSG.absenceWithTimes });
    return;
  }
  if (start === null || end === null) {
    ctx.addIssue({ code: "custom", path: [start === null ? "startTime" : "endTime"], message: CLOCK_TIME_MSG.bothTimes });
    return;
  }
  if (start === end) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: CLOCK_TIME_MSG.sameTimes });
    return;
  }
  if (typeof raw.date !== "string" || !isIsoDate(raw.date)) return;
  // The end is on the next day when it is at or before the start (a night shift).
  const endDate = end <= start ? addDays(raw.date, 1) : raw.date;
  for (const [field, time, date] of [
    ["startTime", start, raw.date],
    ["endTime", end, endDate],
  ] as const) {
    if (skippedTime(date, time, timeZone)) {
      ctx.addIssue({ code: "custom", path: [field], message: CLOCK_TIME_MSG.skippedTime(time, date) });
      return;
    }
  }
  const breakMinutes = typeof raw.breakMinutes === "number" ? raw.breakMinutes : 0;
  const span = spanMinutes(raw.date, start, end, timeZone);
  if (breakMinutes >= span) {
    ctx.addIssue({ code: "custom", path: ["breakMinutes"], message: CLOCK_TIME_MSG.breakTooLong });
    return;
  }
  if (typeof raw.hours === "string" && Math.round(Number(raw.hours) * 60) !== span - breakMinutes) {
    ctx.addIssue({ code: "custom", path: ["hours"], message: CLOCK_TIME_MSG.hoursDisagree });
  }
}

/** The break as stored: with times and no break given it is 0; without times there is none. */
export function storedBreakMinutes(body: { startTime: string | null; breakMinutes: number | null }): number | null {
  return body.startTime === null ? null : (body.breakMinutes ?? 0);
}
