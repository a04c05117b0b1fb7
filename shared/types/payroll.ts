/** The payroll module: settings, the period preview, exports. */
import type { OvertimeRule, WorkingTimeLimits } from "../validation/constants";
import type { PaxmlTidkod, TimeCode } from "../domain";

/** GET and PUT /api/settings/payroll (docs/product-rules.md §10). */
export interface PayrollSettings {
  companyName: string;
  /** `NNNNNN-NNNN`, or "" until filled in. */
  orgNumber: string;
  overtimeRule: OvertimeRule;
  /** The limits of Arbetstidslagen's rules 1-3 (docs/product-rules.md §11), in hours. */
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
  /** Reports in the period still `submitted` or sent back (`draft`): each blocks the export. */
  unattested: number;
  /** Of those, the ones sent back and not sent again (`draft`). */
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
  /**
   * The export of exactly this period, when it is not reopened: the screen shows it and its files
   * instead of an overlap error about itself. Null otherwise (an overlap with another period stays `locked`).
   */
  export: PayrollExport | null;
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
