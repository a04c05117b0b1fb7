import { addDays, firstOfMonth, isoWeekOf, lastOfMonth, weekEnd, weekStart } from "@shared/dates";
import { isWorkingDay } from "@shared/domain";
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

export type DayStatus = "verified" | "submitted" | "missing" | "weekend" | "not-employed" | "future" | "outside";

/**
 * docs/product-rules.md §7: a future day is grey; otherwise verified green, a report yellow, none red,
 * except a Saturday, Sunday, public holiday or eve without a report (`weekend`), and a day
 * before the worker's `employedFrom` (`not-employed`), which are neutral. Today without a
 * report is red, as it always was in the calendar. Days of another month are neutral in the
 * month view.
 */
function dayStatus(date: string, today: string, calendar: ReportCalendar, month?: YearMonth, employedFrom: string | null = null): DayStatus {
  if (month && !date.startsWith(firstOfMonth(month.year, month.month).slice(0, 8))) return "outside";
  if (date > today) return "future";
  const entry = calendar[date];
  if (entry?.hasReport) return entry.isVerified ? "verified" : "submitted";
  // docs/product-rules.md §7: a day off or a day before employment is neutral, never 'Ej komplett'.
  if (!isWorkingDay(date)) return "weekend";
  if (employedFrom && date < employedFrom) return "not-employed";
  // Unlike isMissingDay, today's empty working day is red too, as the calendar always showed it.
  return "missing";
}

/** The key of an ISO week in a set of closed weeks: "2026-47". */
function weekKey(monday: string): string {
  const { year, week } = isoWeekOf(monday);
  return `${year}-${week}`;
}

/** What each day's cell is shown with, in the week strip and the month alike. */
export interface DayContext {
  today: string;
  calendar: ReportCalendar;
  /** The day whose reports are being fetched. */
  loadingDate: string | null;
  /** With the tapped button, where focus goes back to when what it opened closes. */
  onOpen: (date: string, opener: HTMLElement) => void;
  /** "year-week" keys of the weeks the worker has closed. */
  closedWeeks: ReadonlySet<string>;
  /** The worker's first day of employment: days before it are never 'Ej komplett'. */
  employedFrom: string | null;
}

/** The worker has closed the week ('Stäng vecka'). */
export const isClosedWeek = (context: DayContext, week: CalendarWeek) => context.closedWeeks.has(weekKey(week.days[0]));

/** The props of one day's cell; with `month`, a day of another month is 'outside'. */
export function dayCell(date: string, context: DayContext, month?: YearMonth) {
  return {
    date,
    status: dayStatus(date, context.today, context.calendar, month, context.employedFrom),
    isToday: date === context.today,
    hasReport: Boolean(context.calendar[date]?.hasReport),
    loading: context.loadingDate === date,
    onOpen: context.onOpen,
  };
}
