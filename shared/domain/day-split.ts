/**
 * 'Dela upp' (docs/product-rules.md §4): a day whose ordinary time ('Arbetad tid', `ARB`) passes the
 * company's daily norm is filed as two reports, the norm's share as `ARB` and the rest as `ÖT1`
 * 'Övertid enkel'. Pure arithmetic, shared by the form's offer and the server that files it.
 */
import { addDays, DEFAULT_TIME_ZONE } from "../dates";
import { skippedTime, spanMinutes, zonedInstant } from "../wall-clock";
import { namingClockTime } from "./clock-showing";
import { ORDINARY_TIME_CODE, type TimeCode } from "./time-codes";

/** The codes of a split's two reports: ordinary time up to the norm, 'Övertid enkel' for the rest. */
export const DAY_SPLIT_CODES: Readonly<{ ordinary: TimeCode; overtime: TimeCode }> = { ordinary: ORDINARY_TIME_CODE, overtime: "ÖT1" };

/** The hours of a split: `ordinaryHours` 0 means the earlier reports already fill the norm. */
export interface DaySplit {
  ordinaryHours: number;
  overtimeHours: number;
}

/**
 * The split of a report of `hours` of `ARB` on a day that already has `earlierOrdinaryHours` of
 * `ARB` in the worker's other reports; null when the day stays within `normHours`. Hours are in
 * steps of 0.5, so the sums are exact.
 */
export function daySplit(earlierOrdinaryHours: number, hours: number, normHours: number): DaySplit | null {
  if (!(hours > 0) || earlierOrdinaryHours + hours <= normHours) return null;
  const ordinaryHours = Math.min(hours, Math.max(0, normHours - earlierOrdinaryHours));
  return { ordinaryHours, overtimeHours: hours - ordinaryHours };
}

/** Clock times of a report (docs/product-rules.md §5): both or neither. */
export interface SplitClockTimes {
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number | null;
}

const NO_TIMES: SplitClockTimes = { startTime: null, endTime: null, breakMinutes: null };
const MINUTE = 60_000;

/**
 * A part's clock times from its real start and end (epoch milliseconds), when they say its
 * minutes as a report's times are read, on the report's `date` (docs/product-rules.md §5);
 * otherwise none, and the part is its hours alone: a time in the autumn's second 02:00-02:59,
 * which a clock time names as the first, or a span the date's clock cannot give.
 */
function partTimes(date: string, start: number, end: number, breakMinutes: number, timeZone: string): SplitClockTimes {
  const startTime = namingClockTime(start, timeZone);
  const endTime = namingClockTime(end, timeZone);
  if (startTime === null || endTime === null || startTime === endTime) return NO_TIMES;
  const endDate = endTime <= startTime ? addDays(date, 1) : date;
  if (skippedTime(date, startTime, timeZone) || skippedTime(endDate, endTime, timeZone)) return NO_TIMES;
  if (spanMinutes(date, startTime, endTime, timeZone) !== Math.round((end - start) / MINUTE)) return NO_TIMES;
  return { startTime, endTime, breakMinutes };
}

/**
 * The clock times of the two reports of a split of a report on `date`: the ordinary report keeps
 * the start and the break and ends when its hours (plus the break) are worked; the overtime
 * report runs from there to the end, without a break. Without times neither has any; when the
 * ordinary share is 0 the overtime report keeps the times as they were. The switch is found in
 * real time, so over a clock change each part's hours are the real time between its times
 * (22:00-06:00 on the autumn night, 9 hours, is 22:00-05:00 and 05:00-06:00); a part whose
 * times cannot say its hours goes without them (§5).
 */
export function splitClockTimes(
  times: SplitClockTimes & { date: string },
  split: DaySplit,
  timeZone: string = DEFAULT_TIME_ZONE,
): { ordinary: SplitClockTimes; overtime: SplitClockTimes } {
  if (times.startTime === null || times.endTime === null) return { ordinary: NO_TIMES, overtime: NO_TIMES };
  if (split.ordinaryHours === 0)
    return { ordinary: NO_TIMES, overtime: { startTime: times.startTime, endTime: times.endTime, breakMinutes: times.breakMinutes } };
  const breakMinutes = times.breakMinutes ?? 0;
  const start = zonedInstant(times.date, times.startTime, timeZone);
  const end = start + spanMinutes(times.date, times.startTime, times.endTime, timeZone) * MINUTE;
  const switchAt = start + (Math.round(split.ordinaryHours * 60) + breakMinutes) * MINUTE;
  return {
    ordinary: partTimes(times.date, start, switchAt, breakMinutes, timeZone),
    overtime: partTimes(times.date, switchAt, end, 0, timeZone),
  };
}
