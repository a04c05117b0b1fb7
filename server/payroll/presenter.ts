import type { DailyNorm, LockedPeriod, PayrollExport, PayrollPreview, PayrollPreviewWorker, PayrollSettings, PayrollWarning } from "../../shared/types";
import { PAYROLL_MSG, type PayPeriod, type PayrollSettingsInput } from "../../shared/validation/payroll";
import type { ExportListRow, PeriodState, WarningRow, WorkerCodeRow } from "./rows";

export function presentSettings(s: PayrollSettingsInput): PayrollSettings {
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

export function presentDailyNorm(s: PayrollSettingsInput): DailyNorm {
  return { dailyNormHours: s.dailyNormHours } satisfies DailyNorm;
}

export function presentLockedPeriod(row: { startDate: string; endDate: string }): LockedPeriod {
  return { startDate: row.startDate, endDate: row.endDate } satisfies LockedPeriod;
}

/**
 * Folds the per-worker-and-code rows into one entry per worker. Workers who only have reports
 * sent back (nothing verified, nothing waiting) are counted in `returned` but not listed.
 */
export function presentPreview(
  period: PayPeriod,
  rows: WorkerCodeRow[],
  state: PeriodState,
  exported: ExportListRow | undefined,
  warnings: WarningRow[],
): PayrollPreview {
  const workers = new Map<string, PayrollPreviewWorker>();
  let returned = 0;
  for (const r of rows) {
    returned += r.returned;
    if (r.verifiedHours === null && r.unattested === 0) continue;
    let entry = workers.get(r.workerId);
    if (!entry) {
      entry = {
        worker: { id: r.workerId, fullName: r.fullName, employeeNumber: r.employeeNumber },
        totals: {},
        unattested: 0,
        expenses: [],
        expenseAmount: "0.00",
        expensesUnattested: 0,
      };
      workers.set(r.workerId, entry);
    }
    if (r.verifiedHours !== null) entry.totals[r.timeCode] = r.verifiedHours;
    entry.unattested += r.unattested;
  }
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    workers: [...workers.values()],
    unattested: state.unattested,
    returned,
    expensesUnattested: 0,
    missingEmployeeNumbers: state.missingEmployeeNumbers,
    projectNumbersTooLong: state.projectNumbersTooLong,
    locked: state.locked,
    export: exported ? presentExport(exported) : null,
    warnings: presentWarnings(warnings),
  } satisfies PayrollPreview;
}

/** The preview's warnings, and those of an export's 409: each with its Swedish sentence. */
export function presentWarnings(rows: WarningRow[]): PayrollWarning[] {
  return rows.map(
    (r) =>
      ({
        kind: r.kind,
        worker: { id: r.workerId, fullName: r.fullName },
        dates: r.dates,
        message: PAYROLL_MSG.warning(r.kind, r.dates),
      }) satisfies PayrollWarning,
  );
}
