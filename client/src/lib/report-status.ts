import { REPORT_STATUS_LABELS, type ReportStatus } from "@shared/domain";

/** Overrides of the status texts for one audience. */
export type StatusLabels = Partial<Record<ReportStatus, string>>;

/** In the admin's eyes a submitted report is one waiting for review. */
export const ADMIN_STATUS_LABELS: Record<ReportStatus, string> = { ...REPORT_STATUS_LABELS, submitted: "Väntar granskning" };

/** CONTRACT §6: a draft with a reason was sent back; a report in an exported pay period is locked. */
export const RETURNED_LABEL = "Skickad tillbaka";
export const LOCKED_LABEL = "Låst för lön";

/** What a badge shows: the stored status, or one of the two states §6 derives from it. */
export type ReportDisplayState = ReportStatus | "returned" | "locked";

/** The parts of a report that decide its badge; older callers pass only `status`. */
export interface ReportStateFields {
  status: ReportStatus;
  returnReason?: string | null;
  lockedForPayroll?: boolean;
}

/** Locked wins: whatever its status, nothing about the report can change any more. */
export function reportDisplayState({ status, returnReason, lockedForPayroll }: ReportStateFields): ReportDisplayState {
  if (lockedForPayroll) return "locked";
  if (status === "draft" && returnReason) return "returned";
  return status;
}

export function reportStatusLabel(status: ReportStatus, labels?: StatusLabels): string {
  return labels?.[status] ?? REPORT_STATUS_LABELS[status];
}

export function reportStateLabel(fields: ReportStateFields, labels?: StatusLabels): string {
  const state = reportDisplayState(fields);
  if (state === "locked") return LOCKED_LABEL;
  if (state === "returned") return RETURNED_LABEL;
  return reportStatusLabel(state, labels);
}
