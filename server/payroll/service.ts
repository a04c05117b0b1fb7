import { addDays } from "../../shared/dates";
import { isMissingDay, PAXML_DIM_ID_MAX, workingDays } from "../../shared/domain";
import type { PayrollWarning } from "../../shared/types";
import type { PayPeriod, PayrollExportInput } from "../../shared/validation/payroll";
import type { Db, DbOrTx, Tx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, conflictWith, notFound, problem, withDays } from "../lib/errors";
import { exportChanges, pendingChanges } from "./changes";
import { exportComments, insertExportPayLines } from "./pay-lines-repo";
import { holdPayrollLockExclusive, isPayrollOverlapViolation } from "./payroll-lock";
import { presentWarnings } from "./presenter";
import { periodWorkers } from "./preview-repo";
import {
  exportIdentities,
  findExport,
  findLockedExportOf,
  insertExport,
  insertExportLines,
  listExports,
  lockedPeriodsEndingFrom,
  markReopened,
  periodState,
} from "./repo";
import type { ExportListRow, PeriodState } from "./rows";
import { unsendable } from "./sendable";
import { exportPayrollSettings, readPayrollSettings, requiredPayrollSettings } from "./settings-service";
import { periodWarnings, type NotInLedgerSql } from "./warnings-repo";

/**
 * The days of the period that can be missing: working days before today (the rule of
 * `isMissingDay`; the worker's `employedFrom` and its reports are the query's part). Today and
 * the rest of a running period are never missing yet.
 */
function missingDayCandidates(period: PayPeriod, today: string): string[] {
  return workingDays(period.startDate, period.endDate).filter((day) => isMissingDay(day, today, false));
}

/**
 * The period's warnings with their sentences; a long day is 'Arbetad tid' past the company's
 * daily norm, so a norm that cannot be read answers 409 naming it, never the default's warnings.
 */
async function warningsOf(db: DbOrTx, period: PayPeriod, today: string, notInLedger: NotInLedgerSql): Promise<PayrollWarning[]> {
  const { dailyNormHours } = await requiredPayrollSettings(db, ["dailyNormHours"]);
  return presentWarnings(await periodWarnings(db, period, missingDayCandidates(period, today), dailyNormHours, notInLedger), dailyNormHours);
}

/**
 * The period's state as the payroll settings make it: nothing waits for an arbetsledare while
 * `approvalRequired` is off (docs/product-rules.md §18). A setting that cannot be read counts as
 * neither: the export names it after the company's settings (`exportInTx`).
 */
function withApproval(state: PeriodState, required: boolean): PeriodState {
  return required ? state : { ...state, awaitingApproval: 0, approvers: [], adminApproves: false };
}

/**
 * How far back `GET /api/locked-periods` looks: a report is dated at most a year back
 * (docs/product-rules.md §4), so a period that ended earlier can hold no date a form may pick.
 */
const LOCKED_PERIODS_DAYS_BACK = 400;

/**
 * The first rule the period breaks, as the 409 the admin reads; nothing when it may be exported.
 * Expenses not attested answer after the reports (docs/product-rules.md §16); a period with
 * attested expenses and no hours can be exported.
 */
function blocker(state: PeriodState) {
  if (state.locked) return conflict(problem("payroll.period-overlaps"));
  if (state.awaitingApproval > 0) {
    // Those who approve by name, then 'en administratör' where an admin does (what has no arbetsledare).
    const admin = !state.adminApproves ? "none" : state.approvers.length > 0 ? "also" : "only";
    return conflict(problem("payroll.awaiting-approval", { count: state.awaitingApproval, approvers: state.approvers.join(", "), admin }));
  }
  if (state.unattested > 0) return conflict(problem(state.returned > 0 ? "payroll.unattested-or-returned" : "payroll.unattested", { count: state.unattested }));
  if (state.expensesUnattested > 0) return conflict(problem("payroll.expenses-unattested", { count: state.expensesUnattested }));
  if (state.missingEmployeeNumbers.length > 0) return conflict(problem("payroll.missing-employee-numbers", { names: state.missingEmployeeNumbers.join(", ") }));
  if (state.projectNumbersTooLong.length > 0)
    return conflict(problem("payroll.project-numbers-too-long", { max: PAXML_DIM_ID_MAX, numbers: state.projectNumbersTooLong.join(", ") }));
  if (state.reportCount === 0 && state.expenseCount === 0) return conflict(problem("payroll.nothing-to-export"));
  return undefined;
}

/**
 * Inside the transaction that holds the payroll lock exclusive: no report or expense in the
 * period can change until it commits, so the checks, the warnings and the snapshots (hours and
 * expense lines) see the same rows.
 * The hard blockers answer first; then the warnings, unless the admin acknowledged them
 * (docs/product-rules.md §10): the audit row keeps the ones the period went out with.
 */
async function exportInTx(tx: Tx, input: PayrollExportInput, actor: SessionUser, today: string, notInLedger: NotInLedgerSql): Promise<string> {
  const period = { startDate: input.startDate, endDate: input.endDate };
  await holdPayrollLockExclusive(tx);
  const stored = await readPayrollSettings(tx);
  const state = withApproval(await periodState(tx, period), !stored.unreadable.includes("approvalRequired") && stored.settings.approvalRequired);
  const error = blocker(state);
  if (error) throw error;
  // Settings the file cannot go out without are a hard blocker too, named before the warnings
  // (which need the daily norm and answer 409 naming it when it cannot be read); whether the
  // arbetsledare approves, after the company's.
  const settings = await exportPayrollSettings(tx);
  await requiredPayrollSettings(tx, ["approvalRequired"]);
  const warnings = await warningsOf(tx, period, today, notInLedger);
  if (warnings.length > 0 && input.acknowledgeWarnings !== true)
    throw conflictWith(problem("payroll.warnings-not-acknowledged", { count: warnings.length }), { warnings });
  const row = await insertExport(tx, {
    startDate: period.startDate,
    endDate: period.endDate,
    createdBy: actor.id,
    reportCount: state.reportCount,
    totalHours: state.totalHours,
    expenseCount: state.expenseCount,
    expenseAmount: state.expenseAmount,
    companyName: settings.companyName,
    orgNumber: settings.orgNumber,
  });
  await insertExportLines(tx, row.id, period, settings.codeMap);
  await insertExportPayLines(tx, row.id, period, settings.codeMap);
  // The snapshot is what every download writes: one the file cannot carry rolls the export back.
  const refusal = unsendable(row.companyName, await exportIdentities(tx, row.id), await exportComments(tx, row.id));
  if (refusal) throw refusal;
  await writeAudit(tx, {
    userId: actor.id,
    action: "export",
    entityType: "payroll_export",
    entityId: row.id,
    after: { ...row, codeMap: settings.codeMap, acknowledgedWarnings: warnings },
  });
  return row.id;
}

/**
 * `today`: the business time zone's date; `notInLedger`: the personalliggare's rule of a report
 * missing from the ledger, its days counted in that zone (server/app.ts).
 */
export function createPayrollService(db: Db, today: () => string, notInLedger: NotInLedgerSql) {
  async function mustFind(id: string): Promise<ExportListRow> {
    const row = await findExport(db, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The preview's changes (docs/product-rules.md §10, "Changes"): an exported period's, those its
   * export made; an open period once exported, those an export would make now; none while
   * another export overlaps it.
   */
  async function previewChanges(period: PayPeriod, state: PeriodState, exported: ExportListRow | undefined) {
    if (exported) return exportChanges(db, exported.id);
    if (state.locked) return { previous: undefined, changes: [] };
    return pendingChanges(db, period, (await requiredPayrollSettings(db, ["codeMap"])).codeMap);
  }

  return {
    async preview(period: PayPeriod) {
      const [required, found, stored, exported, warnings] = await Promise.all([
        requiredPayrollSettings(db, ["approvalRequired"]),
        periodWorkers(db, period),
        periodState(db, period),
        findLockedExportOf(db, period),
        warningsOf(db, period, today(), notInLedger),
      ]);
      // Nothing waits for an arbetsledare while approval is not required (docs/product-rules.md §18).
      const waits = required.approvalRequired;
      const rows = waits ? found : found.map((r) => ({ ...r, awaitingApproval: 0 }));
      const state = withApproval(stored, waits);
      return { rows, state, exported, warnings, changes: await previewChanges(period, state, exported) };
    },

    /** What export `id` changed against the period's export before it (docs/product-rules.md §10, "Changes"). */
    async changes(id: string) {
      await mustFind(id);
      return exportChanges(db, id);
    },

    async createExport(input: PayrollExportInput, actor: SessionUser) {
      // A period still running would leave its last days out of the file (docs/product-rules.md §10).
      const now = today();
      // Named by the day after the period's end, as a date in the admin's language.
      if (input.endDate >= now) throw conflict(withDays(problem("payroll.period-not-ended", { date: addDays(input.endDate, 1) }), "date"));
      let id: string;
      try {
        id = await db.transaction((tx) => exportInTx(tx, input, actor, now, notInLedger));
      } catch (error) {
        // Past the service's own check only when two exports race: the database's exclusion constraint decides.
        if (isPayrollOverlapViolation(error)) throw conflict(problem("payroll.period-overlaps"));
        throw error;
      }
      return { row: await mustFind(id), changes: await exportChanges(db, id) };
    },

    list: () => listExports(db),

    /** The locked periods a report form may meet: those ending within the last LOCKED_PERIODS_DAYS_BACK days, oldest first. */
    lockedPeriods: () => lockedPeriodsEndingFrom(db, addDays(today(), -LOCKED_PERIODS_DAYS_BACK)),

    find: mustFind,

    async reopen(id: string, reason: string, actor: SessionUser): Promise<ExportListRow> {
      await db.transaction(async (tx) => {
        const before = await findExport(tx, id);
        if (!before) throw notFound();
        const after = await markReopened(tx, id, actor.id, reason);
        if (!after) throw conflict(problem("payroll.already-reopened"));
        await writeAudit(tx, { userId: actor.id, action: "reopen", entityType: "payroll_export", entityId: id, before, after: { ...after, reason } });
      });
      return mustFind(id);
    },
  };
}
export type PayrollService = ReturnType<typeof createPayrollService>;
