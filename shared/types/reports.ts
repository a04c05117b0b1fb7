/** The time-reports module: a report, its review actions, calendar and history. */
import type { ReportStatus, TimeCode } from "../domain";

/** A worker as reports, closures and the week grid name one. */
export interface WorkerRef {
  id: string;
  fullName: string;
  email: string;
}

/** A project as a report names it. */
export interface ProjectRef {
  id: string;
  projectNumber: string;
  title: string;
}

export interface TimeReport {
  id: string;
  workerId: string;
  /** Null for absence codes. */
  projectId: string | null;
  timeCode: TimeCode;
  date: string;
  hours: string;
  description: string;
  status: ReportStatus;
  isVerified: boolean;
  imageUrls: string[];
  receiptsConfirmed: boolean;
  receiptImageUrls: string[];
  /** Why an admin sent it back ('Skickad tillbaka', status `draft`); null otherwise. */
  returnReason: string | null;
  /** Dated inside an exported pay period: no change is possible ('Låst för lön'). */
  lockedForPayroll: boolean;
  /** Clock times `HH:MM` (docs/product-rules.md §5), both or neither; an end before the start is the next day. */
  startTime: string | null;
  endTime: string | null;
  /** Minutes of break; null without times. */
  breakMinutes: number | null;
  createdAt: string;
  updatedAt: string;
  worker: WorkerRef;
  /** Null for absence codes. */
  project: ProjectRef | null;
  /** When an arbetsledare (or an admin) approved it as it is now (docs/product-rules.md §18); null when not approved. */
  approvedAt: string | null;
  /** Who approved it; null when not approved (or the account is deleted). */
  approvedBy: PersonRef | null;
}

/** A person as an approval or a project's arbetsledare names one. */
export interface PersonRef {
  id: string;
  fullName: string;
}

/**
 * GET /api/time-reports/latest-work: the caller's most recent report of a work code, for
 * 'Kopiera senaste' (docs/product-rules.md §4); null when there is none.
 */
export interface LatestWorkReport {
  report: TimeReport | null;
}

/** POST /api/time-reports/verify: how many submitted reports became verified. */
/**
 * The answer of 'Dela upp' (POST /api/time-reports/split, PUT /api/time-reports/{id}/split,
 * docs/product-rules.md §4): the ordinary report ('Arbetad tid') first when there is one, then the
 * overtime report ('Övertid enkel').
 */
export interface SplitTimeReports {
  reports: TimeReport[];
}

export interface BulkVerifyResult {
  verified: number;
  /**
   * Of the submitted ones named, those left because no arbetsledare has approved them
   * (docs/product-rules.md §18); 0 while approval is not required.
   */
  awaitingApproval: number;
}

/** POST /api/time-reports/approve and /api/expenses/approve: how many were approved. */
export interface BulkApproveResult {
  approved: number;
}

/** DELETE /api/time-reports/{id}: rejecting removes the report. */
export interface RejectedTimeReport {
  id: string;
  rejected: true;
}

/** POST /api/time-reports/{id}/withdraw: the worker took its report back, and it is removed. */
/** GET /api/time-reports/rejected: one of the worker's reports an admin rejected ('Nekade rapporter'). */
export interface RejectedReportNotice {
  /** The removed report's id. */
  id: string;
  date: string;
  hours: string;
  timeCode: TimeCode;
  project: ProjectRef | null;
  /** Null when it was rejected without a reason. */
  reason: string | null;
  rejectedAt: string;
  /** Null when that account is gone. */
  rejectedBy: { fullName: string } | null;
}

export interface WithdrawnTimeReport {
  id: string;
  withdrawn: true;
}

export type ReportCalendar = Record<string, { hasReport: true; isVerified: boolean }>;

export type ReportHistoryAction = "create" | "update" | "verify" | "reject" | "return" | "unverify" | "withdraw" | "approve" | "unapprove";

/** The report as it was before and after a change; null where there was none (create, reject, withdraw). */
export interface ReportHistoryChanges {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/time-reports/{id}/history, newest first; `user` is null when that account is gone. */
export interface ReportHistoryEntry {
  id: string;
  action: ReportHistoryAction;
  timestamp: string;
  changes: ReportHistoryChanges;
  user: { id: string; fullName: string } | null;
}
