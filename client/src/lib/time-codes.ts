import type { TimeReport } from "@shared/types";
import { isOrdinaryTime, TIME_CODE_LABELS, timeCodeKind, type TimeCode } from "@shared/domain";

export const timeCodeLabel = (code: TimeCode): string => TIME_CODE_LABELS[code];

export const isAbsenceCode = (code: TimeCode): boolean => timeCodeKind(code) === "absence";

/** 'P-2025-001 · Villa Solbacken' for work; null for absence, which has no project. */
export function reportProjectText(report: Pick<TimeReport, "project">, separator = " · "): string | null {
  return report.project ? `${report.project.projectNumber}${separator}${report.project.title}` : null;
}

/**
 * One line naming what a report is about, for lists and PDFs: the project for work (with the
 * code's label when it is not plain 'Arbetad tid'), the label alone for absence. A screen passes
 * its language's label (`useReportLabels`); the PDFs keep the Swedish one.
 */
export function reportSubject(
  report: Pick<TimeReport, "project" | "timeCode">,
  separator = " · ",
  labelOf: (code: TimeCode) => string = timeCodeLabel,
): string {
  const project = reportProjectText(report, separator);
  const label = labelOf(report.timeCode);
  if (project === null) return label;
  return isOrdinaryTime(report.timeCode) ? project : `${label}${separator}${project}`;
}
