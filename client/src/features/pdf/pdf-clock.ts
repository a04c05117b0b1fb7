import type { TimeReport } from "@shared/types";

/** The break under the times, in Swedish unless the PDF's language says it ('break 30 min'). */
const swedishBreak = (minutes: number) => `rast ${minutes} min`;

/**
 * The date cell of a report row, with the clock times under the date when the report has them
 * ('2026-11-20', '07:00–16:00', 'rast 30 min'): the narrow date column takes them without
 * widening the table, and a report without times reads as before. `breakText` says the break
 * in the PDF's language.
 */
export function dateCell(
  r: Pick<TimeReport, "date" | "startTime" | "endTime" | "breakMinutes">,
  breakText: (minutes: number) => string = swedishBreak,
): string {
  const date = r.date.slice(0, 10);
  if (!r.startTime || !r.endTime) return date;
  const lines = [date, `${r.startTime}–${r.endTime}`];
  if (r.breakMinutes) lines.push(breakText(r.breakMinutes));
  return lines.join("\n");
}
