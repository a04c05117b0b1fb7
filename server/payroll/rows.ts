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
  /** Reports and expenses submitted and not approved (docs/product-rules.md §18); they wait only while approval is required. */
  awaitingApproval: number;
  /** The arbetsledare of the projects of those, by name. */
  approvers: string[];
  /** Some of those have no project or a project without arbetsledare: an admin approves them. */
  adminApproves: boolean;
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
  /** Reports and expenses submitted and not approved (docs/product-rules.md §18). */
  awaitingApproval: number;
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

/**
 * A line of a payroll file summed by the key two exports of a period are compared by
 * (docs/product-rules.md §10, "Changes"). `value` is hours or kronor ("7.50", "250.00");
 * `quantity` the pay line's `antal` (the hours again for hours); `vat` an utlägg's moms.
 */
export type ChangeLine = {
  workerId: string | null;
  fullName: string;
  /** "" for a worker without one (the preview: such a period cannot be exported). */
  employeeNumber: string;
  kind: "hours" | "pay";
  /** Our code: a time code or a pay code. */
  code: string;
  /** The code the file writes: the mapped `tidkod`, the `lonkod` or the company's `lonart`. */
  payrollCode: string;
  date: string;
  projectNumber: string | null;
  value: string;
  quantity: string;
  vat: string | null;
};

/** A line's figures in hundredths (öre, hundredths of an hour); zero where the line is missing, `vat` null where it has none. */
export interface ChangeFigures {
  value: number;
  quantity: number;
  vat: number | null;
}

/** One line that differs between two exports: who and what (the newer side's, else the older's), and its figures on each side. */
export interface LineChange {
  line: ChangeLine;
  before: ChangeFigures;
  after: ChangeFigures;
}
