/**
 * The report times the personalliggare gives (docs/product-rules.md §15, "Hours and the ledger"):
 * 'Hämta från personalliggaren' and 'Rapportera dagen' fill 'Start' and 'Slut' from the day's
 * check-in and check-out, and a report's hours come in steps of 0.5 that equal the span less the
 * break (§5). The ledger's exact minutes (06:58 → 16:05) would make 8,62 hours, so the filled
 * times are rounded to make a report that can be sent, and the form shows the ledger's own
 * times beside them. The arithmetic is on the ledger's instants, so the hours are the real time
 * worked on the clock-change nights too (§5, "Clock changes").
 */
import { DEFAULT_TIME_ZONE, todayIn } from "../dates";
import { spanMinutes } from "../wall-clock";
import { namingClockTime } from "./clock-showing";

/** The ledger's own times of a day in Stockholm, `HH:MM`: the check-in, and the check-out (null while the stay is open). */
export interface LedgerClockTimes {
  checkIn: string;
  checkOut: string | null;
}

/** What the report form is filled with. */
export interface LedgerReportTimes {
  /** 'Start'; null when no clock time can say the stay (the hours then go without clock times). */
  startTime: string | null;
  /** 'Slut'; null while the stay is open, when it is too short for a report, or when the hours go without clock times. */
  endTime: string | null;
  /** The hours worked in real time, a multiple of 0.5; null without a check-out or for a stay too short. */
  hours: number | null;
}

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const DAY_MINUTES = 24 * 60;
/** To the nearest half hour (an instant, or a length of time); a tie (a quarter past or to) goes to the later one. */
const nearestHalfHour = (ms: number): number => Math.floor((ms + HALF_HOUR / 2) / HALF_HOUR) * HALF_HOUR;
const wholeMinute = (at: Date): number => Math.floor(at.getTime() / MINUTE) * MINUTE;

/**
 * The report times for a stay the ledger tells of (its check-in, and its check-out or null) with
 * a break of `breakMinutes` (0 for none):
 * - 'Start' is the check-in to the nearest half hour, a tie to the later one (06:45 → 07:00: the
 *   worker was not yet at work before it); a check-in from 23:45 on starts at 23:30, so the start
 *   stays on the check-in's date. A check-in at 01:50 on the spring-forward night starts at 03:00,
 *   ten minutes later: the clock never showed 02:00.
 * - The minutes worked, from that start to the check-out less the break, in real time, go to the
 *   nearest 30 (a tie up), and 'Slut' is the start plus the break plus them: within 15 minutes of
 *   the check-out, and the hours a multiple of 0.5.
 * - When the clock times cannot say that span as the form and the server read them (a time in the
 *   autumn's second 02:00-02:59, which a clock time alone names as the first), the hours go
 *   without clock times (§5).
 * - No check-out: only 'Start'. A stay too short to make at least half an hour after the break
 *   (or one that makes a whole day or more) leaves 'Slut' and the hours for the worker to fill,
 *   rather than invent time the ledger does not show.
 */
export function ledgerReportTimes(checkIn: Date, checkOut: Date | null, breakMinutes: number, timeZone: string = DEFAULT_TIME_ZONE): LedgerReportTimes {
  const date = todayIn(timeZone, checkIn);
  let start = nearestHalfHour(wholeMinute(checkIn));
  if (todayIn(timeZone, new Date(start)) !== date) start -= HALF_HOUR;
  const startTime = namingClockTime(start, timeZone);
  if (checkOut === null) return { startTime, endTime: null, hours: null };
  const worked = nearestHalfHour(wholeMinute(checkOut) - start - breakMinutes * MINUTE) / MINUTE;
  if (worked <= 0 || breakMinutes + worked >= DAY_MINUTES) return { startTime, endTime: null, hours: null };
  const hours = worked / 60;
  const endTime = namingClockTime(start + (breakMinutes + worked) * MINUTE, timeZone);
  if (startTime === null || endTime === null || spanMinutes(date, startTime, endTime, timeZone) !== breakMinutes + worked) {
    return { startTime: null, endTime: null, hours };
  }
  return { startTime, endTime, hours };
}
