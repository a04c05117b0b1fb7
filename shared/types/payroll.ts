/** The payroll module: settings, the period preview, exports. */
import type { OvertimeRule, WorkingTimeLimits } from "../validation/constants";
import type { PayCode, TimeCode } from "../domain";
import type { CodeMap, PayrollSettingKey } from "../validation/payroll";
import type { PayrollPreviewPayLine } from "./expenses";

/** GET and PUT /api/settings/payroll (docs/product-rules.md §10). */
export interface PayrollSettings {
  companyName: string;
  /** `NNNNNN-NNNN`, or "" until filled in. */
  orgNumber: string;
  overtimeRule: OvertimeRule;
  /** The limits of Arbetstidslagen's rules 1-3 (docs/product-rules.md §11), in hours. */
  limits: WorkingTimeLimits;
  /** The daily norm of 'Arbetad tid' in hours (docs/product-rules.md §4): more is offered as 'Övertid enkel'. */
  dailyNormHours: number;
  /**
   * Every one of our codes, mapped to the `tidkod` the payroll system wants, and every pay code of
   * an expense to the `lonkod` itself or the company's own löneart (docs/product-rules.md §16).
   */
  codeMap: CodeMap;
  /** Kronor per mil the company pays for an own car, "25.00". */
  mileageRate: string;
  /** Skatteverket's tax-free part of it, "25.00": above it the rest is MIL_SKT. */
  mileageTaxFree: string;
  /** Inrikes traktamente for a whole day, "300.00"; a half day is 50 %. */
  allowanceFull: string;
  /** Nattraktamente, "150.00". */
  allowanceNight: string;
  /** Meal reductions in percent of the day's allowance. */
  mealShares: { breakfast: number; lunch: number; dinner: number };
  /** An arbetsledare approves reports and expenses before payroll attests them (docs/product-rules.md §18). */
  approvalRequired: boolean;
  /**
   * The stored settings that can no longer be read (docs/product-rules.md §10), each shown above
   * with its default until the admin saves it again; empty when every one can.
   */
  unreadable: { setting: PayrollSettingKey; name: string }[];
}

/** One worker's verified hours in a pay period, per code ("8.00"). */
export interface PayrollPreviewWorker {
  worker: { id: string; fullName: string; employeeNumber: string | null };
  totals: Partial<Record<TimeCode, string>>;
  /** Reports of this worker in the period still `submitted`. */
  unattested: number;
  /** Attested expenses in the period per pay code, in the file's order (docs/product-rules.md §16). */
  expenses: PayrollPreviewPayLine[];
  /** What the attested expenses pay together, "1357.50". */
  expenseAmount: string;
  /** Expenses of this worker in the period still `submitted` or sent back. */
  expensesUnattested: number;
  /** Reports and expenses of this worker in the period no arbetsledare has approved yet (0 while approval is not required). */
  awaitingApproval: number;
}

/** GET /api/payroll/preview?startDate=&endDate=. */
export interface PayrollPreview {
  startDate: string;
  endDate: string;
  workers: PayrollPreviewWorker[];
  /** Reports in the period still `submitted` or sent back (`draft`): each blocks the export. */
  unattested: number;
  /** Of those, the ones sent back and not sent again (`draft`). */
  returned: number;
  /** Expenses in the period still `submitted` or sent back (`draft`): each blocks the export. */
  expensesUnattested: number;
  /**
   * Reports and expenses in the period `submitted` and not approved by an arbetsledare
   * (docs/product-rules.md §18): each blocks the export. Always 0 while approval is not required.
   */
  awaitingApproval: number;
  /** Names of workers with verified hours or attested expenses in the period and no employee number: they block the export. */
  missingEmployeeNumbers: string[];
  /**
   * Project numbers with verified work hours or attested expenses that are longer than a PAXml dimension id
   * (PAXML_DIM_ID_MAX characters): they block the export until the project is renumbered.
   */
  projectNumbersTooLong: string[];
  /** The period overlaps an exported (locked) one. */
  locked: boolean;
  /**
   * The export of exactly this period, when it is not reopened: the screen shows it and its files
   * instead of an overlap error about itself. Null otherwise (an overlap with another period stays `locked`).
   */
  export: PayrollExport | null;
  /**
   * What changed against the period's previous export (docs/product-rules.md §10, "Changes"):
   * while the period is open again, what an export now would change; while it is exported, what
   * that export changed. `previousExport` null and no changes when there is none before.
   */
  changes: PayrollChanges;
  /**
   * What the admin should look at before exporting (docs/product-rules.md §10): they never
   * block, but `POST /api/payroll/exports` answers 409 with them unless `acknowledgeWarnings`.
   * One entry per worker and kind, workers by name; empty when there is nothing to say.
   */
  warnings: PayrollWarning[];
}

/**
 * - `missing-days`: working days (from the later of `employedFrom` and the period start) with no report at all;
 * - `duplicates`: two or more reports with the same date, code, project and hours;
 * - `long-day`: more 'Arbetad tid' (ARB) on one day than the company's daily norm, probably overtime filed as ordinary time;
 * - `not-in-ledger`: working time (not travel) on a site's project on a day without the worker's ledger entry on that site (docs/product-rules.md §15).
 */
export type PayrollWarningKind = "missing-days" | "duplicates" | "long-day" | "not-in-ledger";

export interface PayrollWarning {
  kind: PayrollWarningKind;
  worker: { id: string; fullName: string };
  /** The days concerned, oldest first, `YYYY-MM-DD`. */
  dates: string[];
  /** The company's daily norm in hours a `long-day` is over (docs/product-rules.md §10); null for the other kinds. */
  normHours: number | null;
  /**
   * The warning as a Swedish sentence, dates included (PAYROLL_MSG.warning); the Lön screen says
   * it in the admin's language from `kind`, `dates` and `normHours`.
   */
  message: string;
}

/** The 409 of `POST /api/payroll/exports` when the period has warnings and the body did not acknowledge them. */
export interface PayrollWarningsConflict {
  message: string;
  warnings: PayrollWarning[];
}

/**
 * GET /api/locked-periods (docs/product-rules.md §10): an exported, not reopened pay period,
 * `YYYY-MM-DD` both ends included. The report forms refuse a date in one before anything is typed.
 */
export interface LockedPeriod {
  startDate: string;
  endDate: string;
}

/**
 * One line of the payroll file that differs from the period's previous export
 * (docs/product-rules.md §10, "Changes"): a worker's hours of one time code, or its expense
 * lines of one pay code, on one date and project, summed. `before` and `after` are hours
 * ("7.50") or kronor ("250.00", a meal reduction as the file writes it, without sign); "0.00"
 * where the line is new or gone.
 */
export interface PayrollChange {
  worker: { id: string | null; fullName: string; employeeNumber: string };
  kind: "hours" | "pay";
  code: TimeCode | PayCode;
  date: string;
  /** The project number, as the file writes it; null without a project. */
  project: string | null;
  before: string;
  after: string;
}

/** GET /api/payroll/exports/{id}/changes, and the preview's: what changed against `previousExport`. */
export interface PayrollChanges {
  /** The export compared against: the period's export before this one; null for the first (then `changes` is empty). */
  previousExport: { id: string; createdAt: string } | null;
  changes: PayrollChange[];
}

/** POST /api/payroll/exports: the export, and what changed against the period's previous export. */
export interface PayrollExportCreated extends PayrollExport, PayrollChanges {}

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
  /** Attested expenses the file carries, and the kronor they pay ("4210.00"). */
  expenseCount: number;
  expenseAmount: string;
  /** Set when the period was reopened: its dates are no longer locked. */
  reopenedAt: string | null;
  reopenedBy: { id: string; fullName: string } | null;
  reopenReason: string | null;
}

/** GET /api/settings/daily-norm: the daily norm, for every report form (workers and admins). */
export interface DailyNorm {
  dailyNormHours: number;
}
