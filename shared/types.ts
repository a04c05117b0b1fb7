/**
 * JSON shapes of API responses (CONTRACT §2, §4). Dates are `YYYY-MM-DD`, timestamps ISO 8601,
 * hours strings with two decimals ("7.50"). The server builds each shape in one presenter
 * (`server/<module>/presenter.ts`) checked against these types, so the client reads the same.
 */
import type { OvertimeRule, PaxmlTidkod, ProjectStatus, ReportStatus, TimeCode, UserRole, WorkingTimeLimits, WorkingTimeRule } from "./validation/constants";
import type { AcceptedImageType } from "./validation/uploads";

export interface PublicUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: UserRole;
  avatarUrl: string | null;
  active: boolean;
  /** Anställningsnummer, the PAXml `anstid`; null until an admin sets it. */
  employeeNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/status: whether the first admin has been set up. */
export interface AdminStatus {
  hasAdmin: boolean;
  /**
   * No SMTP is configured and the server is not in production: a reset link goes to the
   * server log, and the forgot-password screen may say so to the developer.
   */
  resetLinkInLog: boolean;
}

/** A confirmation with nothing else to say (logout, forgot and reset password). */
export interface MessageResponse {
  message: string;
}

/** DELETE /api/users/{id}: a user with history is deactivated instead of deleted. */
export type UserRemoval = { deleted: true } | { deactivated: true };

export interface Project {
  id: string;
  projectNumber: string;
  title: string;
  description: string | null;
  status: ProjectStatus;
  estimatedHours: string | null;
  startDate: string | null;
  expectedEndDate: string | null;
  customerId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A project as an admin lists it: with the hours reported on it, for the budget. */
export interface ProjectWithHours extends Project {
  reportedHours: string;
}

/** GET and PUT /api/projects/{id}/workers: none assigned means open to every worker. */
export interface ProjectWorkers {
  workerIds: string[];
}

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
  /** Clock times `HH:MM` (CONTRACT §7), both or neither; an end before the start is the next day. */
  startTime: string | null;
  endTime: string | null;
  /** Minutes of break; null without times. */
  breakMinutes: number | null;
  createdAt: string;
  updatedAt: string;
  worker: WorkerRef;
  /** Null for absence codes. */
  project: ProjectRef | null;
}

/** POST /api/time-reports/verify: how many submitted reports became verified. */
export interface BulkVerifyResult {
  verified: number;
}

/** DELETE /api/time-reports/{id}: rejecting removes the report. */
export interface RejectedTimeReport {
  id: string;
  rejected: true;
}

export interface WeeklyClosure {
  id: string;
  workerId: string;
  year: number;
  weekNumber: number;
  closedAt: string;
  worker?: WorkerRef;
}

/** GET /api/weekly-closures/status. */
export interface ClosureStatus {
  isClosed: boolean;
}

export type ReportCalendar = Record<string, { hasReport: true; isVerified: boolean }>;

/** One active worker in the admin week grid, with the week's reports (oldest day first). */
export interface AdminWeekWorker extends WorkerRef {
  /** When the worker closed this week ('Stäng vecka'); null while open. */
  closedAt: string | null;
  reports: TimeReport[];
}

/**
 * GET /api/admin/week: one page of the active workers (by name) that match the filters, each
 * with the reports of one ISO week.
 */
export interface AdminWeek {
  weekStart: string;
  weekEnd: string;
  year: number;
  weekNumber: number;
  workers: AdminWeekWorker[];
  /** Active workers matching the filters, on every page together (also `X-Total-Count`). */
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/summary: the signed-in user's own figures for the dashboard cards, one request. */
export interface WorkerSummary {
  weekStart: string;
  weekEnd: string;
  /** Hours of every code this week (Monday to Sunday in TZ_APP), "20.50". */
  weekHours: string;
  /** Own reports waiting for review ('submitted'), of every date. */
  submittedReports: number;
  /** Active projects the user may report on (assignments included, CONTRACT §4). */
  activeProjects: number;
}

/** GET /api/admin/summary: this week's figures for the dashboard cards. */
export interface AdminSummary {
  weekStart: string;
  weekEnd: string;
  /** "20.50" */
  weekHours: string;
  activeWorkers: number;
  pendingReports: number;
}

export type ReportHistoryAction = "create" | "update" | "verify" | "reject" | "return";

/** The report as it was before and after a change; null where there was none (create, reject). */
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

/** Answer of POST /api/objects/upload: PUT the file to `uploadURL` with `headers`. */
export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
  headers: Record<string, string>;
}

/** A finished upload (the upload PUT, PUT /api/time-report-images): what a report may name. */
export interface UploadedObject {
  objectPath: string;
}

/** POST /api/proxy-image-base64: an uploaded image, for embedding in a PDF. */
export interface ImageBase64 {
  base64: string;
  contentType: AcceptedImageType;
}

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** GET and PUT /api/settings/payroll (CONTRACT §6). */
export interface PayrollSettings {
  companyName: string;
  /** `NNNNNN-NNNN`, or "" until filled in. */
  orgNumber: string;
  overtimeRule: OvertimeRule;
  /** The limits of Arbetstidslagen's rules 1-3 (CONTRACT §7), in hours. */
  limits: WorkingTimeLimits;
  /** Every one of our codes, mapped to the `tidkod` the payroll system wants. */
  codeMap: Record<TimeCode, PaxmlTidkod>;
}

/** One worker's verified hours in a pay period, per code ("8.00"). */
export interface PayrollPreviewWorker {
  worker: { id: string; fullName: string; employeeNumber: string | null };
  totals: Partial<Record<TimeCode, string>>;
  /** Reports of this worker in the period still `submitted`. */
  unattested: number;
}

/** GET /api/payroll/preview?startDate=&endDate=. */
export interface PayrollPreview {
  startDate: string;
  endDate: string;
  workers: PayrollPreviewWorker[];
  /** Reports in the period still `submitted`: each blocks the export. */
  unattested: number;
  /** Reports sent back and not sent again (`draft`): they are not paid in this period. */
  returned: number;
  /** Names of workers with hours in the period and no employee number: they block the export. */
  missingEmployeeNumbers: string[];
  /**
   * Project numbers with verified work hours that are longer than a PAXml dimension id
   * (PAXML_DIM_ID_MAX characters): they block the export until the project is renumbered.
   */
  projectNumbersTooLong: string[];
  /** The period overlaps an exported (locked) one. */
  locked: boolean;
}

/** A pay period handed to payroll: POST and GET /api/payroll/exports. */
export interface PayrollExport {
  id: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  createdBy: { id: string; fullName: string } | null;
  reportCount: number;
  /** "1234.50" */
  totalHours: string;
  /** Set when the period was reopened: its dates are no longer locked. */
  reopenedAt: string | null;
  reopenedBy: { id: string; fullName: string } | null;
  reopenReason: string | null;
}

/** GET /api/working-time/warnings: one limit of Arbetstidslagen passed (a warning, never a block). */
export interface WorkingTimeWarning {
  /** The day the limit was passed (rules 1-3), the later working day (4), the week's Sunday (5), the report's day (6). */
  date: string;
  rule: WorkingTimeRule;
  /** Swedish, naming the figures: 'Övertid 52,0 h i november 2026 – gränsen är 50 h per månad'. */
  message: string;
  workerId: string;
}

/** One worker's month in the overtime journal (Arbetstidslagen 11 §); hours "12.50". */
export interface OvertimeJournalRow {
  worker: { id: string; fullName: string; employeeNumber: string | null };
  /** 1-12 */
  month: number;
  ot1: string;
  ot2: string;
  total: string;
  yearToDate: string;
  /** What is left of the yearly limit after this month (never below "0.00"). */
  leftOfYear: string;
}

/** GET /api/working-time/journal?year=: every worker with overtime, per month. */
export interface OvertimeJournal {
  year: number;
  /** The yearly limit the `leftOfYear` figures are taken from. */
  yearLimit: number;
  rows: OvertimeJournalRow[];
}
