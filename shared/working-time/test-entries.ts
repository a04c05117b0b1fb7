/** Reports for the rules' unit tests: a work report of some hours, or one with clock times. */
import { DEFAULT_TIME_ZONE } from "../dates";
import { spanMinutes } from "../wall-clock";
import { DEFAULT_WORKING_TIME_LIMITS, type OvertimeRule } from "../validation/constants";
import { type TimeCode } from "../domain";
import type { WorkingTimeEntry, WorkingTimeOptions } from "./types";

export const STOCKHOLM = DEFAULT_TIME_ZONE;

export function options(overrides: Partial<WorkingTimeOptions> & { overtimeRule?: OvertimeRule } = {}): WorkingTimeOptions {
  return { limits: { ...DEFAULT_WORKING_TIME_LIMITS }, overtimeRule: "month", timeZone: STOCKHOLM, ...overrides };
}

/** A report without clock times. */
export function hours(date: string, amount: number, timeCode: TimeCode = "ARB"): WorkingTimeEntry {
  return { date, timeCode, hours: amount.toFixed(2), startTime: null, endTime: null, breakMinutes: null };
}

/** A report with clock times; its hours are the real span less the break, as the server demands. */
export function timed(date: string, startTime: string, endTime: string, breakMinutes = 0, timeCode: TimeCode = "ARB"): WorkingTimeEntry {
  const minutes = spanMinutes(date, startTime, endTime, STOCKHOLM) - breakMinutes;
  return { date, timeCode, hours: (minutes / 60).toFixed(2), startTime, endTime, breakMinutes };
}
