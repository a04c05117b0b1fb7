import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { DEFAULT_TIME_ZONE, isIsoDate } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import { DEFAULT_WORKING_TIME_LIMITS, REPORT_LIST_MAX_LIMIT, hoursSchema } from "@shared/validation";
import { countsAsWorked, ORDINARY_TIME_CODE, isTimeCode, type TimeCode } from "@shared/domain";
import { warningWindow, workingTimeWarnings, type WorkingTimeEntry, type WorkingTimeFinding } from "@shared/working-time";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { useWarningText } from "@/api/working-time/warning-text";
import type { TimeReportFormApi } from "../components/time-report-fields";

/**
 * The workers cannot read the payroll settings, so the preview judges with the law's own
 * limits and the default monthly overtime rule (docs/decisions/2026-11-22-working-time-on-screen.md);
 * the dashboard shows the server's view with the company's settings.
 */
const PREVIEW_OPTIONS = { limits: DEFAULT_WORKING_TIME_LIMITS, overtimeRule: "month", timeZone: DEFAULT_TIME_ZONE } as const;

const toEntry = (r: TimeReport): WorkingTimeEntry => ({
  date: r.date.slice(0, 10),
  timeCode: r.timeCode,
  hours: r.hours,
  startTime: r.startTime,
  endTime: r.endTime,
  breakMinutes: r.breakMinutes,
});

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

interface Draft {
  date: unknown;
  timeCode: unknown;
  hours: unknown;
  startTime: unknown;
  endTime: unknown;
  breakMinutes: unknown;
}

/** The report being written, as the rules read it; null until its date, code and hours are valid. */
export function draftEntry(d: Draft): WorkingTimeEntry | null {
  const date = text(d.date);
  const code = text(d.timeCode) || ORDINARY_TIME_CODE;
  const hours = hoursSchema.safeParse(d.hours);
  if (!isIsoDate(date) || !isTimeCode(code) || !hours.success) return null;
  const breakText = text(d.breakMinutes);
  return {
    date,
    timeCode: code as TimeCode,
    hours: hours.data,
    startTime: text(d.startTime) || null,
    endTime: text(d.endTime) || null,
    breakMinutes: breakText === "" ? null : Number(breakText),
  };
}

/**
 * The limits this report would pass or change: the warnings over the worker's other reports
 * with the draft, less those the reports already give without it. A week already over the
 * limit shows again when the draft adds to it, not when the draft is in another week.
 */
export function draftWarnings(others: WorkingTimeEntry[], draft: WorkingTimeEntry | null): WorkingTimeFinding[] {
  if (draft === null) return [];
  const before = new Set(workingTimeWarnings(others, PREVIEW_OPTIONS).map((w) => w.message));
  return workingTimeWarnings([...others, draft], PREVIEW_OPTIONS).filter((w) => !before.has(w.message));
}

/** Live 'Varning' messages for the form, before sending (docs/product-rules.md §11); never blocks. */
export function useWorkingTimePreview(form: TimeReportFormApi, editedId: string | null): string[] {
  const [date, timeCode, hours, startTime, endTime, breakMinutes] = useWatch({
    control: form.control,
    name: ["date", "timeCode", "hours", "startTime", "endTime", "breakMinutes"],
  });
  const draft = draftEntry({ date, timeCode, hours, startTime, endTime, breakMinutes });
  const window = draft ? warningWindow(draft.date, draft.date) : null;
  const reports = useQuery({
    ...timeReportsQueryOptions({ startDate: window?.from, endDate: window?.to, limit: REPORT_LIST_MAX_LIMIT }),
    enabled: window !== null,
  });
  const { text } = useWarningText();
  if (!reports.data) return [];
  const others = reports.data.filter((r) => r.id !== editedId && countsAsWorked(r.status)).map(toEntry);
  return draftWarnings(others, draft).map(text);
}
