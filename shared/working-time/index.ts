/**
 * Arbetstidslagen (1982:673) checked as hours come in (docs/product-rules.md §11): pure functions over one
 * worker's reports, used by the server for GET /api/working-time/warnings and by the report
 * form for a live preview. Warnings, never blocks.
 */
import { addDays, weekEnd, weekStart } from "../dates";
import { breaks, dailyRest, weeklyRest, workingSpans } from "./rest-rules";
import type { WorkingTimeEntry, WorkingTimeFinding, WorkingTimeOptions } from "./types";
import { ordinaryWeek, overtimeFourWeeks, overtimeMonth, overtimeYear } from "./volume-rules";

export type { WorkingTimeEntry, WorkingTimeFinding, WorkingTimeOptions } from "./types";

/**
 * Every limit passed in one worker's reports, oldest first. Give it every report of the window
 * from `warningWindow`, so that four-week, month and year sums are whole.
 */
export function workingTimeWarnings(entries: WorkingTimeEntry[], options: WorkingTimeOptions): WorkingTimeFinding[] {
  const { limits, overtimeRule, timeZone } = options;
  const spans = workingSpans(entries, timeZone);
  const findings = [
    ...ordinaryWeek(entries, limits),
    ...(overtimeRule === "month" ? overtimeMonth(entries, limits) : overtimeFourWeeks(entries, limits)),
    ...overtimeYear(entries, limits),
    ...dailyRest(spans),
    ...weeklyRest(entries, spans, timeZone),
    ...breaks(spans),
  ];
  return findings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.rule.localeCompare(b.rule)));
}

/**
 * The reports the rules must see to judge the days `startDate`..`endDate`: from the start of
 * the calendar year (rule 3) or four weeks back (rule 2), whichever is earlier, to the end of
 * the last week or month the period touches. Four weeks back starts on a Monday, so the first
 * week and the Sunday before it (a night shift into Monday, the rest before it) are whole.
 */
export function warningWindow(startDate: string, endDate: string): { from: string; to: string } {
  const yearStart = `${startDate.slice(0, 4)}-01-01`;
  const fourWeeksBack = addDays(weekStart(startDate), -21);
  const monthEnd = lastDayOfMonth(endDate);
  const lastWeekEnd = weekEnd(endDate);
  return { from: fourWeeksBack < yearStart ? fourWeeksBack : yearStart, to: monthEnd > lastWeekEnd ? monthEnd : lastWeekEnd };
}

function lastDayOfMonth(date: string): string {
  const [y, m] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
