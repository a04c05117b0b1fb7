import type { PayrollExportRow } from "../../shared/schema";
import type { PayCode, TimeCode } from "../../shared/domain";
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
  /** Expenses `submitted` or `draft` (docs/product-rules.md §16): both block the export. */
  expensesUnattested: number;
  /** Attested expenses, and what they pay together ("1357.50"). */
  expenseCount: number;
  expenseAmount: string;
}

/** One worker's reports of one code in the period. */
export interface WorkerCodeRow {
  timeCode: TimeCode;
  verifiedHours: string | null;
  unattested: number;
  returned: number;
}

/** One worker's attested expense lines of one pay code in the period, summed. */
export interface WorkerPayCodeRow {
  payCode: PayCode;
  quantity: string;
  amount: string;
}

/** A worker with reports or expenses in the period: the preview's rows. */
export interface WorkerPeriodRow {
  workerId: string;
  fullName: string;
  employeeNumber: string | null;
  hours: WorkerCodeRow[];
  expenses: WorkerPayCodeRow[];
  /** Expenses `submitted` or `draft`. */
  expensesUnattested: number;
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
  /** The code map's value the line is written with (`tidkod`, or the pay line's `lonkod`/`lonart`). */
  payrollCode: string;
}
