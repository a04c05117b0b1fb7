/**
 * Instants of wall-clock times in a time zone, fast. zonedInstant asks Intl for the offset,
 * which costs tens of microseconds; the admin's week grid judges a year of reports for every
 * worker. A day whose midnights are 24 hours apart has no clock change, so any time in it is
 * its midnight plus the minutes; only the two change days a year take the slow way.
 */
import { addDays, zonedInstant } from "../dates";

const DAY_MS = 86_400_000;
/** Midnights by "zone|date"; a few years of dates per zone, emptied if it ever grows past this. */
const MIDNIGHTS_MAX = 20_000;
const midnights = new Map<string, number>();

function midnight(date: string, timeZone: string): number {
  const key = `${timeZone}|${date}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    if (midnights.size >= MIDNIGHTS_MAX) midnights.clear();
    instant = zonedInstant(date, "00:00", timeZone);
    midnights.set(key, instant);
  }
  return instant;
}

/** The same instant as zonedInstant(date, time, timeZone). */
export function instantOf(date: string, time: string, timeZone: string): number {
  const start = midnight(date, timeZone);
  if (midnight(addDays(date, 1), timeZone) - start !== DAY_MS) return zonedInstant(date, time, timeZone);
  const [h, m] = time.split(":").map(Number);
  return start + (h * 60 + m) * 60_000;
}
