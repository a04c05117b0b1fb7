import { addDays, firstOfMonth, isoWeekOf, isWeekend, lastOfMonth, weekEnd, weekStart } from "@shared/dates";
import type { ReportCalendar } from "@shared/types";

export interface CalendarWeek {
  /** ISO week number: 2026-12-28 to 2027-01-03 is week 53. */
  week: number;
  /** Monday to Sunday. */
  days: string[];
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function yearMonthOf(iso: string): YearMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function weekOf(monday: string): CalendarWeek {
  return { week: isoWeekOf(monday).week, days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)) };
}

/** The whole weeks that cover a month, Monday first. */
export function monthWeeks({ year, month }: YearMonth): CalendarWeek[] {
  const weeks: CalendarWeek[] = [];
  const last = weekEnd(lastOfMonth(year, month));
  for (let monday = weekStart(firstOfMonth(year, month)); monday <= last; monday = addDays(monday, 7)) weeks.push(weekOf(monday));
  return weeks;
}

export type DayStatus = "verified" | "submitted" | "missing" | "weekend" | "future" | "outside";

/**
 * docs/product-rules.md §7: a future day is grey; otherwise verified green, a report yellow, none red,
 * except a Saturday or Sunday without a report, which is neutral (docs/product-rules.md §7).
 * Days of another month are neutral in the month view.
 */
export function dayStatus(date: string, today: string, calendar: ReportCalendar, month?: YearMonth): DayStatus {
  if (month && !date.startsWith(firstOfMonth(month.year, month.month).slice(0, 8))) return "outside";
  if (date > today) return "future";
  const entry = calendar[date];
  // docs/product-rules.md §7: a weekend without a report is neutral, never 'Ej komplett'.
  if (!entry?.hasReport) return isWeekend(date) ? "weekend" : "missing";
  return entry.isVerified ? "verified" : "submitted";
}

export const STATUS_TEXT: Record<DayStatus, string> = {
  verified: "Verifierad",
  submitted: "Inskickad",
  missing: "Ej komplett",
  weekend: "Helg",
  future: "Framtida",
  outside: "Annan månad",
};

/** The key of an ISO week in a set of closed weeks: "2026-47". */
export function weekKey(monday: string): string {
  const { year, week } = isoWeekOf(monday);
  return `${year}-${week}`;
}
