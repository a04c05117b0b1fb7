import type { OvertimeRule, WorkingTimeLimits, WorkingTimeRule } from "../validation/constants";
import type { TimeCode } from "../domain";

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

/**
 * The figures a finding's message names, so that a screen can say it in the reader's language
 * (docs/i18n.md): rules 1-3 in hours, rules 4-6 in minutes. The period follows from the rule and
 * the finding's date (its week, month, four weeks or year); a daily rest also names the working
 * day before it, `since`.
 */
export interface WorkingTimeFigures {
  amount: number;
  limit: number;
  since?: string;
}

export interface WorkingTimeFinding {
  date: string;
  rule: WorkingTimeRule;
  /** Swedish, naming the figures: 'Övertid 52,0 h i november 2026 – gränsen är 50 h per månad'. */
  message: string;
  figures: WorkingTimeFigures;
}
