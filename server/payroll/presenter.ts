import { kronorText, PAY_CODES, payLinesTotalOre } from "../../shared/domain";
import type {
  DailyNorm,
  PayrollChange,
  PayrollChanges,
  PayrollExportCreated,
  LockedPeriod,
  PayrollExport,
  PayrollPreview,
  PayrollPreviewPayLine,
  PayrollPreviewWorker,
  PayrollSettings,
  PayrollWarning,
} from "../../shared/types";
import { PAYROLL_MSG, type PayPeriod, type PayrollSettingsInput } from "../../shared/validation/payroll";
import { PAYROLL_SETTING_NAMES } from "../../shared/validation/payroll-setting-texts";
import type { TimeCode, PayCode } from "../../shared/domain";
import type { StoredPayrollSettings } from "./settings-service";
import type { ExportListRow, LineChange, PeriodState, WarningRow, WorkerPayCodeRow, WorkerPeriodRow } from "./rows";

/** What changed against a period's previous export (docs/product-rules.md §10, "Changes"), and which export that is. */
export interface ChangesRows {
  previous: { id: string; createdAt: Date } | undefined;
  changes: LineChange[];
}

export function presentSettings({ settings: s, unreadable }: StoredPayrollSettings): PayrollSettings {
  return {
    companyName: s.companyName,
    orgNumber: s.orgNumber,
    overtimeRule: s.overtimeRule,
    limits: s.limits,
    dailyNormHours: s.dailyNormHours,
    codeMap: s.codeMap,
    mileageRate: s.mileageRate,
    mileageTaxFree: s.mileageTaxFree,
    allowanceFull: s.allowanceFull,
    allowanceNight: s.allowanceNight,
    mealShares: s.mealShares,
    approvalRequired: s.approvalRequired,
    unreadable: unreadable.map((setting) => ({ setting, name: PAYROLL_SETTING_NAMES[setting] })),
  } satisfies PayrollSettings;
}

const person = (id: string | null, fullName: string | null) => (id && fullName !== null ? { id, fullName } : null);

export function presentExport(row: ExportListRow): PayrollExport {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    createdBy: person(row.createdBy, row.createdByName),
    reportCount: row.reportCount,
    totalHours: row.totalHours,
    expenseCount: row.expenseCount,
    expenseAmount: row.expenseAmount,
    reopenedAt: row.reopenedAt ? row.reopenedAt.toISOString() : null,
    reopenedBy: person(row.reopenedBy, row.reopenedByName),
    reopenReason: row.reopenReason,
  } satisfies PayrollExport;
}

function presentChange(c: LineChange): PayrollChange {
  return {
    worker: { id: c.line.workerId, fullName: c.line.fullName, employeeNumber: c.line.employeeNumber },
    kind: c.line.kind,
    code: c.line.code as TimeCode | PayCode,
    date: c.line.date,
    project: c.line.projectNumber,
    before: kronorText(c.before.value),
    after: kronorText(c.after.value),
  } satisfies PayrollChange;
}

export function presentChanges(rows: ChangesRows): PayrollChanges {
  return {
    previousExport: rows.previous ? { id: rows.previous.id, createdAt: rows.previous.createdAt.toISOString() } : null,
    changes: rows.changes.map(presentChange),
  } satisfies PayrollChanges;
}

/** POST /api/payroll/exports: the export with what it changed against the period's previous one. */
export function presentCreatedExport(row: ExportListRow, changes: ChangesRows): PayrollExportCreated {
  return { ...presentExport(row), ...presentChanges(changes) } satisfies PayrollExportCreated;
}

export function presentDailyNorm(s: PayrollSettingsInput): DailyNorm {
  return { dailyNormHours: s.dailyNormHours } satisfies DailyNorm;
}

export function presentLockedPeriod(row: { startDate: string; endDate: string }): LockedPeriod {
  return { startDate: row.startDate, endDate: row.endDate } satisfies LockedPeriod;
}

/** A worker's attested expense lines per pay code, in PAY_CODES order (the file's), and what they pay together. */
function presentPayLines(rows: WorkerPayCodeRow[]): { expenses: PayrollPreviewPayLine[]; expenseAmount: string } {
  const expenses = [...rows]
    .sort((a, b) => PAY_CODES.indexOf(a.payCode) - PAY_CODES.indexOf(b.payCode))
    .map((r) => ({ code: r.payCode, quantity: r.quantity, amount: r.amount }) satisfies PayrollPreviewPayLine);
  return { expenses, expenseAmount: kronorText(payLinesTotalOre(expenses)) };
}

/**
 * One entry per worker with verified hours, reports waiting for attest, attested expenses or
 * expenses waiting (submitted or sent back; docs/product-rules.md §16). Workers whose only
 * reports were sent back (nothing verified, nothing waiting) are counted in `returned` but not listed.
 */
export function presentPreview(
  period: PayPeriod,
  rows: WorkerPeriodRow[],
  state: PeriodState,
  exported: ExportListRow | undefined,
  warnings: PayrollWarning[],
  changes: ChangesRows,
): PayrollPreview {
  const workers: PayrollPreviewWorker[] = [];
  let returned = 0;
  for (const r of rows) {
    const hours = r.hours.filter((h) => h.verifiedHours !== null || h.unattested > 0);
    returned += r.hours.reduce((sum, h) => sum + h.returned, 0);
    if (hours.length === 0 && r.expenses.length === 0 && r.expensesUnattested === 0) continue;
    const totals: PayrollPreviewWorker["totals"] = {};
    for (const h of hours) if (h.verifiedHours !== null) totals[h.timeCode] = h.verifiedHours;
    workers.push({
      worker: { id: r.workerId, fullName: r.fullName, employeeNumber: r.employeeNumber },
      totals,
      unattested: hours.reduce((sum, h) => sum + h.unattested, 0),
      ...presentPayLines(r.expenses),
      expensesUnattested: r.expensesUnattested,
      awaitingApproval: r.awaitingApproval,
    });
  }
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    workers,
    unattested: state.unattested,
    returned,
    expensesUnattested: state.expensesUnattested,
    awaitingApproval: state.awaitingApproval,
    missingEmployeeNumbers: state.missingEmployeeNumbers,
    projectNumbersTooLong: state.projectNumbersTooLong,
    locked: state.locked,
    export: exported ? presentExport(exported) : null,
    warnings,
    changes: presentChanges(changes),
  } satisfies PayrollPreview;
}

/** The preview's warnings, and those of an export's 409: each with its Swedish sentence (a long day's with the daily norm). */
export function presentWarnings(rows: WarningRow[], normHours: number): PayrollWarning[] {
  return rows.map(
    (r) =>
      ({
        kind: r.kind,
        worker: { id: r.workerId, fullName: r.fullName },
        dates: r.dates,
        normHours: r.kind === "long-day" ? normHours : null,
        message: PAYROLL_MSG.warning(r.kind, r.dates, normHours),
      }) satisfies PayrollWarning,
  );
}
