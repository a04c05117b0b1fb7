/**
 * A report's state (docs/product-rules.md): the stored status, and the two states derived from
 * it, `returned` (a draft the admin sent back with a reason) and `locked` (dated in an exported
 * pay period). Every screen, export and rule asks here.
 */
import { sqlList, sqlString } from "./sql-text";

/** What the database stores, in the order a report moves through them. */
export const REPORT_STATUSES = ["draft", "submitted", "verified"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a report is, as the screens and exports say it. */
export const REPORT_STATES = ["draft", "returned", "submitted", "verified", "locked"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  draft: "Utkast",
  submitted: "Inskickad",
  verified: "Verifierad",
};
/** A `draft` with a `returnReason`: the admin sent it back for correction. */
export const RETURNED_LABEL = "Skickad tillbaka";
/** A report dated inside an exported pay period. */
export const LOCKED_LABEL = "Låst för lön";
/** How long a worker is shown what an admin rejected, reports and expenses alike (docs/product-rules.md §6a, §16). */
export const REJECTED_SHOWN_DAYS = 30;
export const REPORT_STATE_LABELS: Readonly<Record<ReportState, string>> = {
  ...REPORT_STATUS_LABELS,
  returned: RETURNED_LABEL,
  locked: LOCKED_LABEL,
};

/** The parts of a report that decide its state; a caller that knows no lock passes none. */
export interface ReportStateFields {
  status: ReportStatus;
  returnReason?: string | null;
  /** The report's date lies in an exported pay period. */
  lockedForPayroll?: boolean;
}

/** Sent back for correction: a draft that carries the admin's reason. */
export function isReturned({ status, returnReason }: Pick<ReportStateFields, "status" | "returnReason">): boolean {
  return status === "draft" && !!returnReason;
}

/** Locked wins: whatever its status, nothing about the report can change any more. */
export function reportState(fields: ReportStateFields): ReportState {
  if (fields.lockedForPayroll) return "locked";
  if (isReturned(fields)) return "returned";
  return fields.status;
}

/**
 * The stored reports whose hours count as worked: every one, a returned draft included, for
 * the working-time warnings and the overtime journal alike
 * (docs/decisions/2026-11-26-overtime-counts-every-stored-report.md).
 */
export const WORKED_HOURS_STATUSES: readonly ReportStatus[] = ["draft", "submitted", "verified"];
export const countsAsWorked = (status: ReportStatus): boolean => WORKED_HOURS_STATUSES.includes(status);

/**
 * `countsAsWorked` as an SQL condition on the status column named, for the server to wrap with
 * drizzle's `sql.raw`. While every stored status counts it is `TRUE`: a condition on the status
 * would cost the working-time rules their index-only read of a year's overtime.
 */
export function workedHoursSql(statusColumn: string): string {
  if (REPORT_STATUSES.every(countsAsWorked)) return "TRUE";
  return `${statusColumn} IN ${sqlList(WORKED_HOURS_STATUSES)}`;
}

/**
 * `isReturned` as an SQL condition over the two columns named, for the server to wrap with
 * drizzle's `sql.raw`: `tr.status = 'draft' AND tr.return_reason IS NOT NULL`. A reason is
 * never empty (it has a minimum length), so the two agree.
 */
export function returnedSql(statusColumn: string, returnReasonColumn: string): string {
  return `${statusColumn} = ${sqlString("draft")} AND ${returnReasonColumn} IS NOT NULL`;
}
