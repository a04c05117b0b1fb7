import { addDays, todayIn } from "../../shared/dates";
import { zonedInstant } from "../../shared/wall-clock";
import type { SiteRow } from "../../shared/schema";

/** The business clock of the personalliggare: the server's now and the zone its days are counted in. */
export interface LedgerClock {
  now: () => Date;
  timeZone: string;
}

/** The instants a calendar day (in `timeZone`) starts and the day after `last` starts: [start, end). */
export function daysSpan(first: string, last: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(zonedInstant(first, "00:00", timeZone)), end: new Date(zonedInstant(addDays(last, 1), "00:00", timeZone)) };
}

/** Whether the instant falls on one of the site's days (its end date included; none: open-ended). */
export function withinSiteDates(site: Pick<SiteRow, "startDate" | "endDate">, instant: Date, timeZone: string): boolean {
  const day = todayIn(timeZone, instant);
  return site.startDate <= day && (site.endDate === null || day <= site.endDate);
}
