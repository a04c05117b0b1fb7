/**
 * The report times the personalliggare gives (docs/product-rules.md §15, "Hours and the ledger"):
 * 'Hämta från personalliggaren' and 'Rapportera dagen' fill 'Start' and 'Slut' from the day's
 * check-in and check-out, and a report's hours come in steps of 0.5 that equal the span less the
 * break (§5). The ledger's exact minutes (06:58 → 16:05) would make 8,62 hours, so the filled
 * times are rounded to make a report that can be sent, and the form shows the ledger's own
 * times beside them. Wall-clock arithmetic on `HH:MM`, as the form's times are.
 */

/** The ledger's own times of a day in Stockholm, `HH:MM`: the check-in, and the check-out (null while the stay is open). */
export interface LedgerClockTimes {
  checkIn: string;
  checkOut: string | null;
}

/** What the report form is filled with; `endTime` null leaves 'Slut' for the worker. */
export interface LedgerReportTimes {
  startTime: string;
  endTime: string | null;
}

const DAY = 24 * 60;
const HALF_HOUR = 30;
/** The last half hour a start may round to: a check-in from 23:45 stays on its own day. */
const LAST_START = DAY - HALF_HOUR;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number): string => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
/** To the nearest half hour; a tie (a quarter past or to) goes to the later one. */
const nearestHalfHour = (minutes: number): number => Math.floor((minutes + HALF_HOUR / 2) / HALF_HOUR) * HALF_HOUR;

/**
 * The report times for a day the ledger tells of (`checkIn`, `checkOut` as `HH:MM`, a check-out
 * before the check-in being the next day's) with a break of `breakMinutes` (0 for none):
 * - 'Start' is the check-in to the nearest half hour, a tie to the later one (06:45 → 07:00: the
 *   worker was not yet at work before it); a check-in from 23:45 on starts at 23:30, so the start
 *   stays on the report's date.
 * - The minutes worked, from that start to the check-out less the break, go to the nearest 30 (a
 *   tie up), and 'Slut' is the start plus the break plus them: within 15 minutes of the
 *   check-out, and the hours a multiple of 0.5.
 * - No check-out: only 'Start'. A stay too short to make at least half an hour after the break
 *   (or one that makes a whole day or more) leaves 'Slut' null for the worker to fill, rather
 *   than invent time the ledger does not show.
 */
export function ledgerReportTimes(checkIn: string, checkOut: string | null, breakMinutes: number): LedgerReportTimes {
  const inAt = minutesOf(checkIn);
  const start = Math.min(nearestHalfHour(inAt), LAST_START);
  const startTime = clockOf(start);
  if (checkOut === null) return { startTime, endTime: null };
  const stay = (((minutesOf(checkOut) - inAt) % DAY) + DAY) % DAY;
  const worked = nearestHalfHour(stay + (inAt - start) - breakMinutes);
  if (worked <= 0 || breakMinutes + worked >= DAY) return { startTime, endTime: null };
  return { startTime, endTime: clockOf(start + breakMinutes + worked) };
}
