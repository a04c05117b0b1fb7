import type { ReportCalendar } from "../../shared/types";

/** Days with reports, keyed by date; a day is verified when all its reports are. */
export function presentCalendar(days: { date: string; isVerified: boolean }[]): ReportCalendar {
  return Object.fromEntries(days.map((d) => [d.date, { hasReport: true as const, isVerified: Boolean(d.isVerified) }])) satisfies ReportCalendar;
}
