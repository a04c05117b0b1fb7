import type { PayPeriod } from "../../shared/validation/payroll";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import type { Db, Tx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, notFound } from "../lib/errors";
import { holdPayrollLockExclusive, isPayrollOverlapViolation } from "./payroll-lock";
import {
  exportIdentities,
  findExport,
  findLockedExportOf,
  insertExport,
  insertExportLines,
  listExports,
  markReopened,
  periodState,
  workerCodeTotals,
} from "./repo";
import type { ExportListRow, PeriodState } from "./rows";
import { unsendable } from "./sendable";
import { currentPayrollSettings } from "./settings-service";

/** The first rule the period breaks, as the 409 the admin reads; nothing when it may be exported. */
function blocker(state: PeriodState) {
  if (state.locked) return conflict(PAYROLL_MSG.periodOverlaps);
  if (state.unattested > 0) return conflict(state.returned > 0 ? PAYROLL_MSG.unattestedOrReturned(state.unattested) : PAYROLL_MSG.unattested(state.unattested));
  if (state.missingEmployeeNumbers.length > 0) return conflict(PAYROLL_MSG.missingEmployeeNumbers(state.missingEmployeeNumbers));
  if (state.projectNumbersTooLong.length > 0) return conflict(PAYROLL_MSG.projectNumbersTooLong(state.projectNumbersTooLong));
  if (state.reportCount === 0) return conflict(PAYROLL_MSG.nothingToExport);
  return undefined;
}

/**
 * Inside the transaction that holds the payroll lock exclusive: no report in the period can
 * change until it commits, so the checks and the snapshot see the same reports.
 */
async function exportInTx(tx: Tx, period: PayPeriod, actor: SessionUser): Promise<string> {
  await holdPayrollLockExclusive(tx);
  const state = await periodState(tx, period);
  const error = blocker(state);
  if (error) throw error;
  const settings = await currentPayrollSettings(tx);
  const row = await insertExport(tx, {
    startDate: period.startDate,
    endDate: period.endDate,
    createdBy: actor.id,
    reportCount: state.reportCount,
    totalHours: state.totalHours,
    companyName: settings.companyName,
    orgNumber: settings.orgNumber,
  });
  await insertExportLines(tx, row.id, period, settings.codeMap);
  // The snapshot is what every download writes: one the file cannot carry rolls the export back.
  const refusal = unsendable(row.companyName, await exportIdentities(tx, row.id));
  if (refusal) throw refusal;
  await writeAudit(tx, { userId: actor.id, action: "export", entityType: "payroll_export", entityId: row.id, after: { ...row, codeMap: settings.codeMap } });
  return row.id;
}

/** `today`: the business time zone's date (server/app.ts). */
export function createPayrollService(db: Db, today: () => string) {
  async function mustFind(id: string): Promise<ExportListRow> {
    const row = await findExport(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async preview(period: PayPeriod) {
      const [rows, state, exported] = await Promise.all([workerCodeTotals(db, period), periodState(db, period), findLockedExportOf(db, period)]);
      return { rows, state, exported };
    },

    async createExport(period: PayPeriod, actor: SessionUser): Promise<ExportListRow> {
      // A period still running would leave its last days out of the file (docs/product-rules.md §10).
      if (period.endDate >= today()) throw conflict(PAYROLL_MSG.periodNotEnded(period.endDate));
      let id: string;
      try {
        id = await db.transaction((tx) => exportInTx(tx, period, actor));
      } catch (error) {
        // Past the service's own check only when two exports race: the database's exclusion constraint decides.
        if (isPayrollOverlapViolation(error)) throw conflict(PAYROLL_MSG.periodOverlaps);
        throw error;
      }
      return mustFind(id);
    },

    list: () => listExports(db),

    find: mustFind,

    async reopen(id: string, reason: string, actor: SessionUser): Promise<ExportListRow> {
      await db.transaction(async (tx) => {
        const before = await findExport(tx, id);
        if (!before) throw notFound();
        const after = await markReopened(tx, id, actor.id, reason);
        if (!after) throw conflict(PAYROLL_MSG.alreadyReopened);
        await writeAudit(tx, { userId: actor.id, action: "reopen", entityType: "payroll_export", entityId: id, before, after: { ...after, reason } });
      });
      return mustFind(id);
    },
  };
}
export type PayrollService = ReturnType<typeof createPayrollService>;
