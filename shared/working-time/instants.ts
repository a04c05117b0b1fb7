/**
 * Instants of wall-clock times in a time zone, fast. zonedInstant asks Intl for the offset,
 * which costs tens of microseconds; the admin's week grid judges a year of reports for every
 * worker. A day whose midnights are 24 hours apart has no clock change, so any time in it is
 * its midnight plus the minutes; only the two change days a year take the slow way.
 */
import { addDays } from "../dates";
import { zonedInstant } from "../wall-clock";

const DAY_MS = 86_400_000;
/** Days remembered per zone; a zone's map is emptied if it ever grows past this. */
const DAYS_MAX = 20_000;

interface Day {
  /** The instant of the day's midnight. */
  midnight: number;
  /** Whether the next midnight is 24 hours later: no clock change in the day. */
  regular: boolean;
}

/** Days by zone, then by date: no key strings to build on each call. */
const zones = new Map<string, Map<string, Day>>();

function dayOf(date: string, timeZone: string): Day {
  let days = zones.get(timeZone);
  if (!days) zones.set(timeZone, (days = new Map()));
  let day = days.get(date);
  if (day === undefined) {
    if (days.size >= DAYS_MAX) days.clear();
    const midnight = zonedInstant(date, "00:00", timeZone);
    day = { midnight, regular: zonedInstant(addDays(date, 1), "00:00", timeZone) - midnight === DAY_MS };
    days.set(date, day);
  }
  return day;
}

/** The same instant as zonedInstant(date, time, timeZone). */
export function instantOf(date: string, time: string, timeZone: string): number {
  const day = dayOf(date, timeZone);
  if (!day.regular) return zonedInstant(date, time, timeZone);
  return day.midnight + minutesOf(time) * 60_000;
}

/** Minutes after midnight of "HH:MM" (read digit by digit: no array per call), or of "H:MM". */
function minutesOf(time: string): number {
  if (time.length !== 5 || time.charCodeAt(2) !== 58) {
    const [h, m] = time.split(":").map(Number);
    return h * 60 + m;
  }
  return (time.charCodeAt(0) - 48) * 600 + (time.charCodeAt(1) - 48) * 60 + (time.charCodeAt(3) - 48) * 10 + (time.charCodeAt(4) - 48);
}
