import type { TimeReport } from "@shared/types";

/**
 * A report's clock times as lists, the detail dialog and the PDFs show them:
 * '07:00–16:00, rast 30 min', '22:00–06:00' without a break; null when it has none.
 */
export function formatClockTimes(report: Pick<TimeReport, "startTime" | "endTime" | "breakMinutes">): string | null {
  if (!report.startTime || !report.endTime) return null;
  const span = `${report.startTime}–${report.endTime}`;
  return report.breakMinutes ? `${span}, rast ${report.breakMinutes} min` : span;
}
