/**
 * Rules 4-6 of docs/product-rules.md §11, over the reports that carry clock times. Every span is a pair of
 * real instants in the business time zone (zonedInstant), so a clock change night is an hour
 * shorter or longer and a shift that ends at or before its start ends the next day.
 */
import { addDays, weekStart } from "../dates";
import { instantOf } from "./instants";
import { formatDate, isAtlWorkingTime } from "../domain";
import { messageDayPair, messageDuration, messageWeek } from "./format";
import type { WorkingTimeEntry, WorkingTimeFinding } from "./types";

/** The law's figures (Arbetstidslagen 13-14 §, 15 §); no setting changes them. */
export const DAILY_REST_MINUTES = 11 * 60;
export const WEEKLY_REST_MINUTES = 36 * 60;
export const MAX_STRETCH_MINUTES = 5 * 60;

const MINUTE = 60_000;

interface Span {
  date: string;
  start: number;
  end: number;
  breakMinutes: number;
}

/**
 * The working reports with times as real spans, ordered by start. Working time is that of
 * Arbetstidslagen (`isAtlWorkingTime`: travel, RE1, is not, nor absence); no rule reads a
 * report of another code.
 */
export function workingSpans(entries: WorkingTimeEntry[], timeZone: string): Span[] {
  const spans: Span[] = [];
  for (const e of entries) {
    if (!isAtlWorkingTime(e.timeCode) || !e.startTime || !e.endTime) continue;
    const endDate = e.endTime <= e.startTime ? addDays(e.date, 1) : e.date;
    spans.push({
      date: e.date,
      start: instantOf(e.date, e.startTime, timeZone),
      end: instantOf(endDate, e.endTime, timeZone),
      breakMinutes: e.breakMinutes ?? 0,
    });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Rule 4: the rest from the last end of one working day to the first start of the next. */
export function dailyRest(spans: Span[]): WorkingTimeFinding[] {
  const byDate = new Map<string, { date: string; start: number; end: number }>();
  for (const s of spans) {
    const day = byDate.get(s.date);
    byDate.set(s.date, day ? { date: s.date, start: Math.min(day.start, s.start), end: Math.max(day.end, s.end) } : { ...s });
  }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const out: WorkingTimeFinding[] = [];
  for (let i = 1; i < days.length; i++) {
    const [prev, next] = [days[i - 1], days[i]];
    const rest = (next.start - prev.end) / MINUTE;
    if (rest >= DAILY_REST_MINUTES) continue;
    out.push({
      date: next.date,
      rule: "daily-rest",
      figures: { amount: rest, limit: DAILY_REST_MINUTES, since: prev.date },
      message: `Dygnsvila ${messageDuration(rest)} mellan ${messageDayPair(prev.date, next.date)} – gränsen är ${messageDuration(DAILY_REST_MINUTES)} i följd`,
    });
  }
  return out;
}

/** The longest time in [from, to) that no span covers, in minutes; the edges count. */
function longestFree(spans: Span[], from: number, to: number): number {
  let longest = 0;
  let cursor = from;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    longest = Math.max(longest, s.start - cursor);
    cursor = Math.max(cursor, Math.min(s.end, to));
  }
  return Math.max(longest, to - cursor) / MINUTE;
}

/**
 * Rule 5: the longest rest in each ISO week, Monday 00:00 to Monday 00:00 in the business time
 * zone. A week with a working report without times is not judged: its rest is unknown.
 */
export function weeklyRest(entries: WorkingTimeEntry[], spans: Span[], timeZone: string): WorkingTimeFinding[] {
  const untimed = new Set<string>();
  const worked = new Set<string>();
  for (const e of entries) {
    if (!isAtlWorkingTime(e.timeCode)) continue;
    worked.add(weekStart(e.date));
    if (!e.startTime || !e.endTime) untimed.add(weekStart(e.date));
  }
  const out: WorkingTimeFinding[] = [];
  for (const monday of [...worked].sort()) {
    if (untimed.has(monday)) continue;
    const rest = longestFree(spans, instantOf(monday, "00:00", timeZone), instantOf(addDays(monday, 7), "00:00", timeZone));
    if (rest >= WEEKLY_REST_MINUTES) continue;
    out.push({
      date: addDays(monday, 6),
      rule: "weekly-rest",
      figures: { amount: rest, limit: WEEKLY_REST_MINUTES },
      message: `Veckovila ${messageDuration(rest)} i ${messageWeek(monday)} – gränsen är ${messageDuration(WEEKLY_REST_MINUTES)} i följd`,
    });
  }
  return out;
}

/**
 * Rule 6: more than five hours in a row without a break. Reports of the same day without a
 * break that touch (or overlap) end to start are one stretch; a report with a break is not
 * judged, as the break's place in it is unknown.
 */
export function breaks(spans: Span[]): WorkingTimeFinding[] {
  const stretches: Span[] = [];
  for (const s of spans) {
    if (s.breakMinutes > 0) continue;
    const same = stretches.findLast((t) => t.date === s.date);
    if (same && s.start <= same.end) same.end = Math.max(same.end, s.end);
    else stretches.push({ ...s });
  }
  return stretches
    .map((s) => ({ date: s.date, minutes: (s.end - s.start) / MINUTE }))
    .filter((s) => s.minutes > MAX_STRETCH_MINUTES)
    .map((s) => ({
      date: s.date,
      rule: "break" as const,
      figures: { amount: s.minutes, limit: MAX_STRETCH_MINUTES },
      message: `Arbete utan rast ${messageDuration(s.minutes)} i följd den ${formatDate(s.date, "day-month-year")} – gränsen är ${messageDuration(MAX_STRETCH_MINUTES)}`,
    }));
}
