/**
 * Working days (docs/product-rules.md §7): Monday to Friday, except the Swedish public holidays
 * that can fall on a weekday and the three eves that are days off in practice. One rule for the
 * week grid, the calendar, the close-week question and the payroll preview's warnings.
 *
 * Plain arithmetic on `YYYY-MM-DD` strings: no date-fns and no Intl, because the worker's first
 * screen uses it (docs/decisions/2026-11-24-client-bundles.md). Valid for the product's years
 * 1900-2999 (Easter by the anonymous Gregorian algorithm).
 */
import { addDays, isoWeekday } from "../dates";

/** Easter Sunday of `year` (anonymous Gregorian algorithm, Meeus/Jones/Butcher) as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The public holidays and eves that are days off, by a stable key; a screen names them in its language (docs/i18n.md). */
export const HOLIDAYS = [
  "new-years-day",
  "epiphany",
  "good-friday",
  "easter-monday",
  "may-day",
  "ascension-day",
  "national-day",
  "midsummer-eve",
  "christmas-eve",
  "christmas-day",
  "boxing-day",
  "new-years-eve",
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

/** Their Swedish names, as the calendar and the week grid have always named them. */
export const HOLIDAY_NAMES: Readonly<Record<Holiday, string>> = {
  "new-years-day": "Nyårsdagen",
  epiphany: "Trettondedag jul",
  "good-friday": "Långfredagen",
  "easter-monday": "Annandag påsk",
  "may-day": "Första maj",
  "ascension-day": "Kristi himmelsfärdsdag",
  "national-day": "Nationaldagen",
  "midsummer-eve": "Midsommarafton",
  "christmas-eve": "Julafton",
  "christmas-day": "Juldagen",
  "boxing-day": "Annandag jul",
  "new-years-eve": "Nyårsafton",
};

/** The days off of one year that are not weekends by nature, by date. */
const FIXED_DAYS_OFF: Record<string, Holiday> = {
  "01-01": "new-years-day",
  "01-06": "epiphany",
  "05-01": "may-day",
  "06-06": "national-day",
  "12-24": "christmas-eve",
  "12-25": "christmas-day",
  "12-26": "boxing-day",
  "12-31": "new-years-eve",
};

const byYear = new Map<number, Map<string, Holiday>>();

/**
 * Every public holiday and eve of `year` that this rule knows, date → holiday, including those
 * that fall on a weekend this year (they are days off either way).
 */
export function daysOffOfYear(year: number): ReadonlyMap<string, Holiday> {
  let days = byYear.get(year);
  if (!days) {
    const y = String(year).padStart(4, "0");
    days = new Map(Object.entries(FIXED_DAYS_OFF).map(([monthDay, holiday]) => [`${y}-${monthDay}`, holiday]));
    const easter = easterSunday(year);
    days.set(addDays(easter, -2), "good-friday");
    days.set(addDays(easter, 1), "easter-monday");
    days.set(addDays(easter, 39), "ascension-day");
    // Midsommarafton: the Friday from 19 to 25 June.
    const june19 = `${y}-06-19`;
    days.set(addDays(june19, (5 - isoWeekday(june19) + 7) % 7), "midsummer-eve");
    byYear.set(year, days);
  }
  return days;
}

/** The public holiday or eve `iso` is ('good-friday'), else null. */
export function holidayOf(iso: string): Holiday | null {
  return daysOffOfYear(Number(iso.slice(0, 4))).get(iso) ?? null;
}

/** The Swedish name of a public holiday or eve ('Långfredagen', 'Midsommarafton'), else null. */
export function holidayName(iso: string): string | null {
  const holiday = holidayOf(iso);
  return holiday ? HOLIDAY_NAMES[holiday] : null;
}

/** What makes `iso` a day off, for a tooltip: the holiday's name, 'Lördag' or 'Söndag'; null for a working day. */
export function nonWorkingDayName(iso: string): string | null {
  const holiday = holidayName(iso);
  if (holiday) return holiday;
  const weekday = isoWeekday(iso);
  return weekday === 6 ? "Lördag" : weekday === 7 ? "Söndag" : null;
}

/** Monday to Friday and not a public holiday or eve (docs/product-rules.md §7). */
export function isWorkingDay(iso: string): boolean {
  return isoWeekday(iso) <= 5 && holidayName(iso) === null;
}

/** The working days from `start` to `end`, both included, oldest first. */
export function workingDays(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) if (isWorkingDay(d)) out.push(d);
  return out;
}

/**
 * The one rule for a missing day ('Saknas' in the week grid, 'Ej komplett' in the calendar,
 * docs/product-rules.md §7): a working day before today, on or after the worker's
 * `employedFrom` (when set), without a report. Today is not over yet; weekends, holidays and
 * eves without a report are neutral.
 */
export function isMissingDay(iso: string, today: string, hasReport: boolean, employedFrom?: string | null): boolean {
  return !hasReport && iso < today && (!employedFrom || iso >= employedFrom) && isWorkingDay(iso);
}
