/**
 * The Swedish wording of the findings: hours as shared/domain writes them for a message
 * (`formatHours(h, "plain")`: "52,0"), durations as '10 h 59 min', weeks and day pairs.
 */
import { isoWeekOf } from "../dates";
import { formatDate, formatHours, monthName } from "../domain";

/** A limit as the settings hold it: whole hours print bare ("50"), anything else with one decimal. */
export function limitHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : formatHours(hours, "plain");
}

/** 659 → "10 h 59 min"; whole hours print bare ("11 h"). */
export function messageDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Two dates, the shared parts said once: "2 och 3 november 2026", "30 november och 1 december 2026". */
export function messageDayPair(first: string, second: string): string {
  const [d1, d2] = [Number(first.slice(8, 10)), Number(second.slice(8, 10))];
  const [m1, m2] = [monthName(Number(first.slice(5, 7))), monthName(Number(second.slice(5, 7)))];
  if (first.slice(0, 4) !== second.slice(0, 4)) return `${formatDate(first, "day-month-year")} och ${formatDate(second, "day-month-year")}`;
  if (m1 !== m2) return `${d1} ${m1} och ${d2} ${m2} ${first.slice(0, 4)}`;
  return `${d1} och ${d2} ${m1} ${first.slice(0, 4)}`;
}

/** The ISO week of a date: "vecka 47 2026" (2027-01-01 is "vecka 53 2026"). */
export function messageWeek(date: string): string {
  const { year, week } = isoWeekOf(date);
  return `vecka ${week} ${year}`;
}

/** Four weeks from the Monday `first` to the week of `last`: "vecka 44–47 2026", "vecka 51 2026–1 2027". */
export function messageWeekSpan(first: string, last: string): string {
  const a = isoWeekOf(first);
  const b = isoWeekOf(last);
  return a.year === b.year ? `vecka ${a.week}–${b.week} ${a.year}` : `vecka ${a.week} ${a.year}–${b.week} ${b.year}`;
}
