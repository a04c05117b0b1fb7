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

export interface WorkingTimeFinding {
  date: string;
  rule: WorkingTimeRule;
  message: string;
}
