/**
 * Arbetstidslagen (1982:673) checked as hours come in (CONTRACT §7): pure functions over one
 * worker's reports, used by the server for GET /api/working-time/warnings and by the report
 * form for a live preview. Warnings, never blocks.
 */
import { addDays, isoWeekOf, weekEnd, weekStart } from "../dates";
import { type OvertimeRule, type TimeCode, type WorkingTimeLimits, type WorkingTimeRule } from "../validation/constants";

/** What the rules read of a report. */
export interface WorkingTimeEntry {
  date: string;
  timeCode: TimeCode;
  /** "7.50" or 7.5 */
  hours: string | number;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number | null;
}

export interface WorkingTimeOptions {
  limits: WorkingTimeLimits;
  overtimeRule: OvertimeRule;
  timeZone: string;
}

export interface WorkingTimeFinding {
  date: string;
  rule: WorkingTimeRule;
  message: string;
}

const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/** 52 → "52,0": hours in a message, one decimal, decimal comma. */
export function messageHours(hours: number): string {
  return hours.toFixed(1).replace(".", ",");
}

const isOrdinary = (code: TimeCode) => code === "ARB";
const isOvertime = (code: TimeCode) => code === "ÖT1" || code === "ÖT2";

function sumBy(
  entries: WorkingTimeEntry[],
  keep: (e: WorkingTimeEntry) => boolean,
  keyOf: (date: string) => string,
): Map<string, { hours: number; lastDate: string }> {
  const sums = new Map<string, { hours: number; lastDate: string }>();
  for (const e of entries) {
    if (!keep(e)) continue;
    const key = keyOf(e.date);
    const prev = sums.get(key) ?? { hours: 0, lastDate: e.date };
    sums.set(key, { hours: prev.hours + Number(e.hours), lastDate: e.date > prev.lastDate ? e.date : prev.lastDate });
  }
  return sums;
}

/** Rule 1: ordinary time (ARB) above the weekly limit in an ISO week. */
function ordinaryWeek(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  const weeks = sumBy(
    entries,
    (e) => isOrdinary(e.timeCode),
    (d) => weekStart(d),
  );
  return [...weeks.entries()]
    .filter(([, w]) => w.hours > limits.ordinaryWeek)
    .map(([start, w]) => {
      const { year, week } = isoWeekOf(start);
      return {
        date: w.lastDate,
        rule: "ordinary-week" as const,
        message: `Ordinarie arbetstid ${messageHours(w.hours)} h i vecka ${week} ${year} – gränsen är ${limits.ordinaryWeek} h per vecka`,
      };
    });
}

/** Rule 2 (`month`): general overtime (ÖT1 + ÖT2) above the limit in a calendar month. */
function overtimeMonth(entries: WorkingTimeEntry[], limits: WorkingTimeLimits): WorkingTimeFinding[] {
  const months = sumBy(
    entries,
    (e) => isOvertime(e.timeCode),
    (d) => d.slice(0, 7),
  );
  return [...months.entries()]
    .filter(([, m]) => m.hours > limits.overtimeMonth)
    .map(([month, m]) => ({
      date: m.lastDate,
      rule: "overtime-month" as const,
      message: `Övertid ${messageHours(m.hours)} h i ${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)} – gränsen är ${limits.overtimeMonth} h per månad`,
    }));
}

/**
 * Every limit passed in one worker's reports, oldest first. Give it every report of the window
 * from `warningWindow`, so that four-week, month and year sums are whole.
 */
export function workingTimeWarnings(entries: WorkingTimeEntry[], options: WorkingTimeOptions): WorkingTimeFinding[] {
  const findings = [...ordinaryWeek(entries, options.limits), ...(options.overtimeRule === "month" ? overtimeMonth(entries, options.limits) : [])];
  return findings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.rule.localeCompare(b.rule)));
}

/**
 * The reports the rules must see to judge the days `startDate`..`endDate`: from the start of
 * the calendar year (rule 3) or four weeks back (rule 2), whichever is earlier, to the end of
 * the last week or month the period touches.
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
