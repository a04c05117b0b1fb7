import { DEFAULT_TIME_ZONE, isClockTime, isIsoDate, spanMinutes } from "@shared/dates";
import { BREAK_MINUTES_MAX } from "@shared/validation";
import { formatHours } from "@shared/domain";

/** The clock fields as typed: "" when empty. */
export interface ClockInput {
  date: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
}

/**
 * 'Timmar' as the times say (docs/product-rules.md §5): the span less the break, a shift that ends at or
 * before its start ending the next day, in real time on the clock-change nights (the same
 * spanMinutes the server checks with). Null while the times do not make a span yet, so the
 * hours the worker typed stay.
 */
export function hoursFromTimes({ date, startTime, endTime, breakMinutes }: ClockInput, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (!isIsoDate(date) || !isClockTime(startTime) || !isClockTime(endTime) || startTime === endTime) return null;
  const pause = breakMinutes.trim() === "" ? 0 : /^\d+$/.test(breakMinutes.trim()) ? Number(breakMinutes.trim()) : Number.NaN;
  if (!Number.isInteger(pause) || pause > BREAK_MINUTES_MAX) return null;
  const worked = spanMinutes(date, startTime, endTime, timeZone) - pause;
  if (worked <= 0) return null;
  // Two decimals at most: 8 h 40 min shows as '8,67', which the 0,5 step then names.
  return formatHours(Math.round((worked / 60) * 100) / 100, "input");
}
