import type { PayrollExportRow } from "../../shared/schema";
import type { TimeCode } from "../../shared/domain";
import type { PayrollWarningKind } from "../../shared/types";

/* Shapes the payroll repo returns, shared with the presenter (which may not import the repo). */

/** What stands between a period and its export, and what the export would hold. */
export interface PeriodState {
  locked: boolean;
  /** Reports `submitted` or `draft` (sent back and not sent again): both block the export. */
  unattested: number;
  /** Of those, the `draft` ones. */
  returned: number;
  missingEmployeeNumbers: string[];
  projectNumbersTooLong: string[];
  reportCount: number;
  totalHours: string;
}

export interface WorkerCodeRow {
  workerId: string;
  fullName: string;
  employeeNumber: string | null;
  timeCode: TimeCode;
  verifiedHours: string | null;
  unattested: number;
  returned: number;
}

export type ExportListRow = PayrollExportRow & { createdByName: string | null; reopenedByName: string | null };

/** One preview warning before its sentence: a worker, a kind, the days concerned oldest first. */
export interface WarningRow {
  kind: PayrollWarningKind;
  workerId: string;
  fullName: string;
  dates: string[];
}

/** Who and what an export's lines name: one row per worker and project. */
export interface ExportIdentity {
  fullName: string;
  employeeNumber: string;
  projectNumber: string | null;
}
