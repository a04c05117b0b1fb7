import { addDays, eachDate } from "@shared/dates";
import { formatDate, isMissingDay, isWorkingDay, nonWorkingDayName, REPORT_STATUSES, timeCodeKind, type ReportStatus } from "@shared/domain";
import type { Expense, TimeReport } from "@shared/types";

/**
 * What a day of the grid shows. `missing`: a past working day without reports, not before the
 * worker's `employedFrom` ('Saknas', red); `upcoming`: today or a later day without reports
 * ('-'); `weekend`: a past Saturday, Sunday, public holiday or eve without reports ('-',
 * neutral, named in its tooltip); `not-employed`: a past working day before the worker's
 * `employedFrom` ('-', neutral); otherwise the least advanced status of the day's reports,
 * so a day turns green only when every report on it is verified. `absence`: every report of
 * the day is absence (sick, holiday...): muted, never 'Saknas'; each chip still shows its
 * letter, so the admin sees what is left to verify.
 */
export type DayState = ReportStatus | "missing" | "upcoming" | "weekend" | "not-employed" | "absence";

export interface WeekDay {
  date: string;
  /** 0 Monday … 6 Sunday: its heading ('Mån') comes from the catalogs (useWeekLabels). */
  weekday: number;
  reports: TimeReport[];
  totalHours: number;
  state: DayState;
  /** Why the day is off: 'Långfredagen', 'Lördag'...; null on a working day. */
  dayOff: string | null;
  /** Work on a site's project without the worker's entry there that day: 'Ej i personalliggaren' (docs/product-rules.md §15). */
  notInLedger: boolean;
  /** The worker's ersättningar dated this day, of any status (docs/product-rules.md §16); they leave the day's state as it is. */
  expenses: Expense[];
}

export function dayState(reports: readonly TimeReport[], date: string, today: string, employedFrom: string | null = null): DayState {
  if (reports.length === 0) {
    if (isMissingDay(date, today, false, employedFrom)) return "missing";
    if (date >= today) return "upcoming";
    return isWorkingDay(date) ? "not-employed" : "weekend";
  }
  if (reports.every(isAbsence)) return "absence";
  return REPORT_STATUSES.find((status) => reports.some((r) => r.status === status)) ?? "verified";
}

export function isAbsence(report: TimeReport): boolean {
  return timeCodeKind(report.timeCode) === "absence";
}

/** The submitted reports or expenses among `items`: what 'Attestera vecka' would verify. */
export function countSubmitted(reports: readonly Pick<TimeReport | Expense, "status">[]): number {
  return reports.filter((r) => r.status === "submitted").length;
}

export function sumHours(reports: readonly TimeReport[]): number {
  return reports.reduce((total, r) => total + Number(r.hours), 0);
}

/**
 * The seven days Monday–Sunday of the week starting `weekStart`, each with its reports and
 * expenses; `notInLedger` are the days the server marks 'Ej i personalliggaren'.
 */
export function buildWeekDays(
  weekStart: string,
  reports: readonly TimeReport[],
  today: string,
  employedFrom: string | null = null,
  notInLedger: readonly string[] = [],
  expenses: readonly Expense[] = [],
): WeekDay[] {
  return eachDate(weekStart, addDays(weekStart, 6)).map((date, index) => {
    const ofDay = reports.filter((r) => r.date.slice(0, 10) === date);
    return {
      date,
      weekday: index,
      reports: ofDay,
      totalHours: sumHours(ofDay),
      state: dayState(ofDay, date, today, employedFrom),
      dayOff: nonWorkingDayName(date),
      notInLedger: notInLedger.includes(date),
      expenses: expenses.filter((e) => e.date === date),
    };
  });
}

/** '16/3' under the weekday in the grid. */
export function dayOfMonth(iso: string): string {
  return formatDate(iso, "day-slash-month");
}
