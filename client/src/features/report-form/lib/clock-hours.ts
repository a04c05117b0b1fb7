import { addDays, DEFAULT_TIME_ZONE, isIsoDate } from "@shared/dates";
import { isClockTime, skippedTime, spanMinutes } from "@shared/wall-clock";
import { BREAK_MINUTES_MAX } from "@shared/validation";
import { formatHours } from "@shared/domain";

/** The clock fields as typed: "" when empty. */
export interface ClockInput {
  date: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
}

/** 'Rast (min)' as typed: 0 when empty, null when it is not a whole number of minutes the rules allow. */
export function breakMinutesOf(typed: string): number | null {
  const text = typed.trim();
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const minutes = Number(text);
  return minutes > BREAK_MINUTES_MAX ? null : minutes;
}

/**
 * 'Timmar' as the times say (docs/product-rules.md §5): the span less the break, a shift that ends at or
 * before its start ending the next day, in real time on the clock-change nights (the same
 * spanMinutes the server checks with). Null while the times do not make a span yet, so the
 * hours the worker typed stay.
 */
export function hoursFromTimes({ date, startTime, endTime, breakMinutes }: ClockInput, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (!isIsoDate(date) || !isClockTime(startTime) || !isClockTime(endTime) || startTime === endTime) return null;
  // A time the spring clock skips is refused under its field; the hours wait for a real one.
  if (skippedTime(date, startTime, timeZone) || skippedTime(endTime <= startTime ? addDays(date, 1) : date, endTime, timeZone)) return null;
  const pause = breakMinutesOf(breakMinutes);
  if (pause === null) return null;
  const worked = spanMinutes(date, startTime, endTime, timeZone) - pause;
  if (worked <= 0) return null;
  // Two decimals at most: 8 h 40 min shows as '8,67', which the 0,5 step then names.
  return formatHours(Math.round((worked / 60) * 100) / 100, "input");
}
