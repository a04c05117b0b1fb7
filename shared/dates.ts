/**
 * Calendar dates as `YYYY-MM-DD` strings, ISO weeks and "today" in the business time zone.
 * One implementation for server and client. Arithmetic runs on UTC midnights so that no
 * daylight-saving change can shift a date; only "today" looks at a time zone. Times of day on
 * the wall clock, and the instants they stand for, are in `wall-clock.ts`.
 */

export const DEFAULT_TIME_ZONE = "Europe/Stockholm";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a date may have. Wide enough for any project or report, and narrow enough that a
 * week, a month or a working-time window around any accepted date stays a 4-digit year: the
 * last week of 9999 ends in 10000, and `Date.UTC` reads the years 0-99 as 1900-1999.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2999;

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30), in DATE_YEAR_MIN to DATE_YEAR_MAX. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const DAY_MS = 86_400_000;
/**
 * UTC midnights of dates and dates of UTC midnights, remembered: the working-time rules ask for
 * the same few hundred dates thousands of times per request. Emptied if ever this big.
 */
const CACHE_MAX = 20_000;
const midnightOf = new Map<string, number>();
const dateOf = new Map<number, string>();

/** Epoch milliseconds of the UTC midnight of `iso`. */
export function utcMs(iso: string): number {
  let ms = midnightOf.get(iso);
  if (ms === undefined) {
    const m = ISO_DATE.exec(iso);
    if (!m) throw new Error(`Invalid date: ${iso}`);
    ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (midnightOf.size >= CACHE_MAX) midnightOf.clear();
    midnightOf.set(iso, ms);
  }
  return ms;
}

function toUtc(iso: string): Date {
  return new Date(utcMs(iso));
}

/** `YYYY-MM-DD` of a UTC midnight (epoch milliseconds). */
function fromUtcMs(ms: number): string {
  let iso = dateOf.get(ms);
  if (iso === undefined) {
    iso = fromUtc(new Date(ms));
    if (dateOf.size >= CACHE_MAX) dateOf.clear();
    dateOf.set(ms, iso);
  }
  return iso;
}

function fromUtc(d: Date): string {
  const y = String(d.getUTCFullYear()).padStart(4, "0");
  const mo = String(d.getUTCMonth() + 1).padStart(2, "0");
  const da = String(d.getUTCDate()).padStart(2, "0");
  return `${y}-${mo}-${da}`;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Epoch milliseconds of 01:00 UTC on the last Sunday of `month` (0–11) of `year`. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + 3_600_000;
}

/**
 * Minutes east of UTC in Europe/Stockholm at `epochMs` by the EU's summer-time rule, which
 * Sweden has followed since 1996: +2 from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October, +1 otherwise. Null outside 1996–2099, where Intl decides.
 *
 * Why not Intl: a browser's first Intl call of a page loads its locale and zone data, 30–50 ms
 * here before any slowdown, and "today" is needed before the dashboard's first paint
 * (docs/decisions/2026-11-24-client-bundles.md). A unit test holds this to Intl
 * hour by hour around every change from 1996 to 2099.
 */
export function stockholmOffsetMinutes(epochMs: number): number | null {
  const year = new Date(epochMs).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  return epochMs >= lastSundayOneUtc(year, 2) && epochMs < lastSundayOneUtc(year, 9) ? 120 : 60;
}

/** The calendar date of `now` in `timeZone`. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const offset = timeZone === DEFAULT_TIME_ZONE ? stockholmOffsetMinutes(now.getTime()) : null;
  if (offset !== null) return fromUtc(new Date(now.getTime() + offset * 60_000));
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function addDays(iso: string, days: number): string {
  // UTC has no clock changes: every day is DAY_MS long.
  return fromUtcMs(utcMs(iso) + days * DAY_MS);
}

/** Same day one year earlier; 29 February becomes 28 February. */
export function oneYearBefore(iso: string): string {
  const d = toUtc(iso);
  const y = d.getUTCFullYear() - 1;
  const m = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))));
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  // 1970-01-01 was a Thursday (4).
  const day = (((Math.floor(utcMs(iso) / DAY_MS) + 4) % 7) + 7) % 7;
  return day === 0 ? 7 : day;
}

export function weekStart(iso: string): string {
  return addDays(iso, 1 - isoWeekday(iso));
}

export function weekEnd(iso: string): string {
  return addDays(weekStart(iso), 6);
}

export interface IsoWeek {
  /** ISO week-numbering year: 2027-01-01 belongs to 2026. */
  year: number;
  week: number;
}

export function isoWeekOf(iso: string): IsoWeek {
  // The Thursday of a date's week decides both the week's year and its number.
  const thursday = toUtc(addDays(iso, 4 - isoWeekday(iso)));
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
  return { year, week };
}

/** 52 or 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(`${String(year).padStart(4, "0")}-12-28`).week;
}

/** Monday and Sunday of ISO week `week` of `year`. */
export function isoWeekRange(year: number, week: number): { start: string; end: string } {
  // 4 January is always in week 1.
  const jan4 = `${String(year).padStart(4, "0")}-01-04`;
  const start = addDays(weekStart(jan4), (week - 1) * 7);
  return { start, end: addDays(start, 6) };
}

export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every date from `start` to `end`, inclusive. */
export function eachDate(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

export function firstOfMonth(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
}

export function lastOfMonth(year: number, month: number): string {
  return fromUtc(new Date(Date.UTC(year, month, 0)));
}

/** Days from `start` to `end`, both counted: 2026-11-01 to 2026-11-30 is 30. */
export function daysInclusive(start: string, end: string): number {
  return Math.round((utcMs(end) - utcMs(start)) / DAY_MS) + 1;
}

/**
 * The parts of a `YYYY-MM-DD` date (or of a timestamp's date part), month 0-11, weekday 0 =
 * Sunday; null for anything that is not a real calendar day, which the formatters then show as given.
 */
export function dateParts(iso: string): { year: string; month: number; day: number; weekday: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { year: match[1], month: m - 1, day: d, weekday: date.getUTCDay() };
}
