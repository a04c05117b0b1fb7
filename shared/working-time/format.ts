/** The Swedish wording of the findings: figures with a decimal comma, durations as '10 h 59 min'. */
import { isoWeekOf } from "../dates";

export const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/** 52 → "52,0": hours in a message, one decimal, decimal comma. */
export function messageHours(hours: number): string {
  return hours.toFixed(1).replace(".", ",");
}

/** A limit as the settings hold it: whole hours print bare ("50"), anything else with one decimal. */
export function limitHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : messageHours(hours);
}

/** 659 → "10 h 59 min"; whole hours print bare ("11 h"). */
export function messageDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "2026-11-03" → "3 november 2026". */
export function messageDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** Two dates, the shared parts said once: "2 och 3 november 2026", "30 november och 1 december 2026". */
export function messageDayPair(first: string, second: string): string {
  const [d1, d2] = [Number(first.slice(8, 10)), Number(second.slice(8, 10))];
  const [m1, m2] = [MONTHS[Number(first.slice(5, 7)) - 1], MONTHS[Number(second.slice(5, 7)) - 1]];
  if (first.slice(0, 4) !== second.slice(0, 4)) return `${messageDate(first)} och ${messageDate(second)}`;
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
