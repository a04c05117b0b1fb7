import { REPORT_STATUS_LABELS, type ReportStatus } from "@shared/domain";

/** Overrides of the status texts for one audience. */
export type StatusLabels = Partial<Record<ReportStatus, string>>;

/** In the admin's eyes a submitted report is one waiting for review. */
export const ADMIN_STATUS_LABELS: Record<ReportStatus, string> = { ...REPORT_STATUS_LABELS, submitted: "Väntar granskning" };
