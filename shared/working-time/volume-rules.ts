/**
 * Rules 1-3 of docs/product-rules.md §11: hours summed over a week, four weeks, a month or a year. Sums run
 * in hundredths of an hour, so that 80 reports of 0,5 h make exactly 40 h and never 40,000001.
 */
import { addDays, weekEnd, weekStart } from "../dates";
import type { WorkingTimeLimits } from "../validation/constants";
import { formatHours, isGeneralOvertime, isOrdinaryTime, monthName, type TimeCode } from "../domain";
import { limitHours, messageWeek, messageWeekSpan } from "./format";
import type { WorkingTimeEntry, WorkingTimeFinding } from "./types";

interface Amount {
  date: string;
  /** Hundredths of an hour. */
  centi: number;
}

const centiOf = (hours: string | number) => Math.round(Number(hours) * 100);
const toHours = (centi: number) => centi / 100;

/** The entries `keep` picks, oldest first, as amounts. */
function amounts(entries: WorkingTimeEntry[], keep: (code: TimeCode) => boolean): Amount[] {
  return entries
    .filter((e) => keep(e.timeCode))
    .map((e) => ({ date: e.date, centi: centiOf(e.hours) }))
    .filter((a) => a.centi > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function groupBy(list: Amount[], keyOf: (date: string) => string): Map<string, Amount[]> {
  const groups = new Map<string, Amount[]>();
  for (const a of list) {
    const key = keyOf(a.date);
    const group = groups.get(key);
    if (group) group.push(a);
    else groups.set(key, [a]);
  }
  return groups;
}

const total = (list: Amount[]) => list.reduce((sum, a) => sum + a.centi, 0);

/** The first day on or after `notBefore` on which the running sum of `list` is above `limitCenti`. */
function passingDay(list: Amount[], limitCenti: number, notBefore = ""): string | null {
  let sum = 0;
  for (const a of list) {
    sum += a.centi;
    if (sum > limitCenti && a.date >= notBefore) return a.date;
  }
  return null;
}

/** One finding per period (`keyOf`) whose sum passes `limit`, dated the day it passes. */
function perPeriod(
  list: Amount[],
  keyOf: (date: string) => string,
  limit: number,
  finding: (key: string, hours: number, date: string) => WorkingTimeFinding,
): WorkingTimeFinding[] {
  const out: WorkingTimeFinding[] = [];
  for (const [key, group] of groupBy(list, keyOf)) {
    const date = passingDay(group, limit * 100);
    if (date) out.push(finding(key, toHours(total(group)), date));
  }
  return out;
}

/** Rule 1: ordinary time (ARB) above the weekly limit in an ISO week. */
export function ordinaryWeek(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  return perPeriod(amounts(entries, isOrdinaryTime), weekStart, limits.ordinaryWeek, (monday, hours, date) => ({
    date,
    rule: "ordinary-week",
    figures: { amount: hours, limit: limits.ordinaryWeek },
    message: `Ordinarie arbetstid ${formatHours(hours, "plain")} h i ${messageWeek(monday)} – gränsen är ${limitHours(limits.ordinaryWeek)} h per vecka`,
  }));
}

/** Rule 2 (`month`): general overtime (ÖT1 + ÖT2) above the limit in a calendar month. */
export function overtimeMonth(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  return perPeriod(
    amounts(entries, isGeneralOvertime),
    (d) => d.slice(0, 7),
    limits.overtimeMonth,
    (month, hours, date) => ({
      date,
      rule: "overtime-month",
      figures: { amount: hours, limit: limits.overtimeMonth },
      message: `Övertid ${formatHours(hours, "plain")} h i ${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)} – gränsen är ${limitHours(limits.overtimeMonth)} h per månad`,
    }),
  );
}

/**
 * Rule 2 (`four-weeks`): general overtime above the limit in any four consecutive ISO weeks.
 * A window is judged in its last week, and only when that week has overtime of its own: a
 * long week then warns once, in the week it happens, instead of once in each of the four
 * windows that hold it. The finding is dated the first day of that week on which the
 * window's running sum is above the limit.
 */
export function overtimeFourWeeks(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  const list = amounts(entries, isGeneralOvertime);
  const out: WorkingTimeFinding[] = [];
  for (const lastMonday of new Set(list.map((a) => weekStart(a.date)))) {
    const firstMonday = addDays(lastMonday, -21);
    const window = list.filter((a) => a.date >= firstMonday && a.date <= weekEnd(lastMonday));
    const date = passingDay(window, limits.overtimeFourWeeks * 100, lastMonday);
    if (!date) continue;
    out.push({
      date,
      rule: "overtime-four-weeks",
      figures: { amount: toHours(total(window)), limit: limits.overtimeFourWeeks },
      message: `Övertid ${formatHours(toHours(total(window)), "plain")} h i ${messageWeekSpan(firstMonday, lastMonday)} – gränsen är ${limitHours(limits.overtimeFourWeeks)} h på fyra veckor`,
    });
  }
  return out;
}

/** Rule 3: general overtime above the limit in a calendar year. */
export function overtimeYear(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  return perPeriod(
    amounts(entries, isGeneralOvertime),
    (d) => d.slice(0, 4),
    limits.overtimeYear,
    (year, hours, date) => ({
      date,
      rule: "overtime-year",
      figures: { amount: hours, limit: limits.overtimeYear },
      message: `Övertid ${formatHours(hours, "plain")} h under ${year} – gränsen är ${limitHours(limits.overtimeYear)} h per år`,
    }),
  );
}
