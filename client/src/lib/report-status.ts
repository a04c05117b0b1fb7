import { REPORT_STATE_LABELS, REPORT_STATUS_LABELS, reportState, type ReportStateFields, type ReportStatus } from "@shared/domain";

/** Overrides of the status texts for one audience. */
export type StatusLabels = Partial<Record<ReportStatus, string>>;

/** In the admin's eyes a submitted report is one waiting for review. */
export const ADMIN_STATUS_LABELS: Record<ReportStatus, string> = { ...REPORT_STATUS_LABELS, submitted: "Väntar granskning" };

export function reportStatusLabel(status: ReportStatus, labels?: StatusLabels): string {
  return labels?.[status] ?? REPORT_STATUS_LABELS[status];
}

/** The state's words (shared/domain), a stored status in the audience's own words. */
export function reportStateLabel(fields: ReportStateFields, labels?: StatusLabels): string {
  const state = reportState(fields);
  if (state === "locked" || state === "returned") return REPORT_STATE_LABELS[state];
  return reportStatusLabel(state, labels);
}
