/**
 * 'Dela upp' (docs/product-rules.md §4): a day whose ordinary time ('Arbetad tid', `ARB`) passes the
 * company's daily norm is filed as two reports, the norm's share as `ARB` and the rest as `ÖT1`
 * 'Övertid enkel'. Pure arithmetic, shared by the form's offer and the server that files it.
 */
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

const MINUTES_PER_DAY = 24 * 60;

function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function clockTime(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * The clock times of the two reports of a split: the ordinary report keeps the start and the
 * break and ends when its hours (plus the break) are worked; the overtime report runs from
 * there to the end, without a break. Without times neither has any; when the ordinary share is
 * 0 the overtime report keeps the times as they were. Wall-clock arithmetic: a shift over a
 * clock change does not split this way (the server checks the hours against the real span).
 */
export function splitClockTimes(times: SplitClockTimes, split: DaySplit): { ordinary: SplitClockTimes; overtime: SplitClockTimes } {
  const none: SplitClockTimes = { startTime: null, endTime: null, breakMinutes: null };
  if (times.startTime === null || times.endTime === null) return { ordinary: none, overtime: none };
  if (split.ordinaryHours === 0) return { ordinary: none, overtime: { startTime: times.startTime, endTime: times.endTime, breakMinutes: times.breakMinutes } };
  const breakMinutes = times.breakMinutes ?? 0;
  const switchAt = clockTime(clockMinutes(times.startTime) + Math.round(split.ordinaryHours * 60) + breakMinutes);
  return {
    ordinary: { startTime: times.startTime, endTime: switchAt, breakMinutes },
    overtime: { startTime: switchAt, endTime: times.endTime, breakMinutes: 0 },
  };
}
