import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { payrollExportLines, payrollExports, users, type PayrollExportLineRow, type PayrollExportRow } from "../../shared/schema";
import { PAXML_DIM_ID_MAX, PAY_CODE_INFO, PAY_CODES, sqlList, type PaxmlTidkod, type TimeCode } from "../../shared/domain";
import type { PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import type { ExportIdentity, ExportListRow, PeriodState } from "./rows";

export const inPeriod = (p: PayPeriod) => sql`tr.date BETWEEN ${p.startDate}::date AND ${p.endDate}::date`;
export const expenseInPeriod = (p: PayPeriod) => sql`e.date BETWEEN ${p.startDate}::date AND ${p.endDate}::date`;

/**
 * A report (`tr`) or an expense (`e`) waiting for an arbetsledare's approval (docs/product-rules.md
 * §18): submitted and not approved. Only while the settings' `approvalRequired` is on does it wait.
 */
export const awaitingReport = sql.raw(`tr.status = 'submitted' AND tr.approved_at IS NULL`);
export const awaitingExpense = sql.raw(`e.status = 'submitted' AND e.approved_at IS NULL`);

/** A pay line's amount as it counts toward what an expense pays: meal reductions subtracted (docs/product-rules.md §16). */
const signedAmountSql = (alias: string) =>
  sql.raw(`CASE WHEN ${alias}.pay_code IN ${sqlList(PAY_CODES.filter((c) => PAY_CODE_INFO[c].deduction))} THEN -${alias}.amount ELSE ${alias}.amount END`);

/**
 * One statement: the period's blockers and verified totals (each sub-select is one index range
 * scan). Hours and attested expenses both need an employee number and a project number the
 * file can carry (docs/product-rules.md §10, §16).
 */
export async function periodState(db: DbOrTx, p: PayPeriod): Promise<PeriodState> {
  const result = await db.execute<{
    locked: boolean;
    unattested: number;
    returned: number;
    missing: string[];
    too_long: string[];
    report_count: number;
    total_hours: string;
    expenses_unattested: number;
    expense_count: number;
    expense_amount: string;
    awaiting_approval: number;
    approvers: string[];
    admin_approves: boolean;
  }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM payroll_exports e WHERE e.reopened_at IS NULL
              AND daterange(e.start_date, e.end_date, '[]') && daterange(${p.startDate}::date, ${p.endDate}::date, '[]')) AS locked,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status IN ('submitted', 'draft') AND ${inPeriod(p)}) AS unattested,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status = 'draft' AND ${inPeriod(p)}) AS returned,
      (SELECT coalesce(json_agg(n.name ORDER BY n.name), '[]'::json) FROM (
         SELECT u.full_name AS name FROM time_reports tr JOIN users u ON u.id = tr.worker_id
          WHERE tr.status = 'verified' AND ${inPeriod(p)} AND u.employee_number IS NULL
         UNION
         SELECT u.full_name FROM expenses e JOIN users u ON u.id = e.worker_id
          WHERE e.status = 'verified' AND ${expenseInPeriod(p)} AND u.employee_number IS NULL) n) AS missing,
      (SELECT coalesce(json_agg(n.number ORDER BY n.number), '[]'::json) FROM (
         SELECT pr.project_number AS number FROM time_reports tr JOIN projects pr ON pr.id = tr.project_id
          WHERE tr.status = 'verified' AND ${inPeriod(p)} AND char_length(pr.project_number) > ${PAXML_DIM_ID_MAX}
         UNION
         SELECT pr.project_number FROM expenses e JOIN projects pr ON pr.id = e.project_id
          WHERE e.status = 'verified' AND ${expenseInPeriod(p)} AND char_length(pr.project_number) > ${PAXML_DIM_ID_MAX}) n) AS too_long,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status = 'verified' AND ${inPeriod(p)}) AS report_count,
      (SELECT coalesce(sum(tr.hours), 0)::numeric(12, 2)::text FROM time_reports tr WHERE tr.status = 'verified' AND ${inPeriod(p)}) AS total_hours,
      (SELECT count(*)::int FROM expenses e WHERE e.status IN ('submitted', 'draft') AND ${expenseInPeriod(p)}) AS expenses_unattested,
      (SELECT count(*)::int FROM expenses e WHERE e.status = 'verified' AND ${expenseInPeriod(p)}) AS expense_count,
      (SELECT coalesce(sum(${signedAmountSql("el")}), 0)::numeric(14, 2)::text
         FROM expenses e JOIN expense_lines el ON el.expense_id = e.id WHERE e.status = 'verified' AND ${expenseInPeriod(p)}) AS expense_amount,
      (SELECT count(*)::int FROM time_reports tr WHERE ${awaitingReport} AND ${inPeriod(p)})
        + (SELECT count(*)::int FROM expenses e WHERE ${awaitingExpense} AND ${expenseInPeriod(p)}) AS awaiting_approval,
      (SELECT coalesce(json_agg(n.name ORDER BY n.name), '[]'::json) FROM (
         SELECT u.full_name AS name FROM time_reports tr JOIN project_leaders pl ON pl.project_id = tr.project_id JOIN users u ON u.id = pl.user_id
          WHERE ${awaitingReport} AND ${inPeriod(p)}
         UNION
         SELECT u.full_name FROM expenses e JOIN project_leaders pl ON pl.project_id = e.project_id JOIN users u ON u.id = pl.user_id
          WHERE ${awaitingExpense} AND ${expenseInPeriod(p)}) n) AS approvers,
      (EXISTS (SELECT 1 FROM time_reports tr WHERE ${awaitingReport} AND ${inPeriod(p)}
                AND NOT EXISTS (SELECT 1 FROM project_leaders pl WHERE pl.project_id = tr.project_id))
       OR EXISTS (SELECT 1 FROM expenses e WHERE ${awaitingExpense} AND ${expenseInPeriod(p)}
                AND NOT EXISTS (SELECT 1 FROM project_leaders pl WHERE pl.project_id = e.project_id))) AS admin_approves`);
  const row = result.rows[0];
  return {
    locked: Boolean(row.locked),
    unattested: Number(row.unattested),
    returned: Number(row.returned),
    missingEmployeeNumbers: row.missing,
    projectNumbersTooLong: row.too_long,
    reportCount: Number(row.report_count),
    totalHours: row.total_hours,
    expensesUnattested: Number(row.expenses_unattested),
    expenseCount: Number(row.expense_count),
    expenseAmount: row.expense_amount,
    awaitingApproval: Number(row.awaiting_approval),
    approvers: row.approvers,
    adminApproves: row.admin_approves === true || (row.admin_approves as unknown) === "t",
  };
}

export async function insertExport(
  db: DbOrTx,
  values: Pick<
    PayrollExportRow,
    "startDate" | "endDate" | "createdBy" | "reportCount" | "totalHours" | "expenseCount" | "expenseAmount" | "companyName" | "orgNumber"
  >,
): Promise<PayrollExportRow> {
  const rows = await db.insert(payrollExports).values(values).returning();
  return rows[0];
}

/**
 * The export's snapshot in one INSERT ... SELECT: verified hours summed per worker, date, code
 * and project, with the employee number, name, project number and mapped payroll code as they are now.
 */
export async function insertExportLines(db: DbOrTx, exportId: string, p: PayPeriod, codeMap: Record<TimeCode, PaxmlTidkod>): Promise<void> {
  await db.execute(sql`
    INSERT INTO payroll_export_lines
      (export_id, worker_id, employee_number, full_name, time_code, payroll_code, date, project_number, hours, report_count)
    SELECT ${exportId}::uuid, l.worker_id, l.employee_number, l.full_name, l.time_code, l.payroll_code, l.date, l.project_number, l.hours, l.report_count
      FROM (${periodHourLinesSql(p, codeMap)}) l`);
}

/**
 * The lines an export of the period would snapshot now (worker_id, employee_number, full_name,
 * time_code, payroll_code, date, project_number, hours, report_count): written by the export,
 * and read by the preview's changes against the period's previous export.
 */
export function periodHourLinesSql(p: PayPeriod, codeMap: Record<TimeCode, PaxmlTidkod>) {
  return sql`
    SELECT u.id AS worker_id, u.employee_number, u.full_name, tr.time_code,
           ${JSON.stringify(codeMap)}::jsonb ->> tr.time_code::text AS payroll_code, tr.date, pr.project_number,
           sum(tr.hours) AS hours, count(*)::int AS report_count
      FROM time_reports tr
      JOIN users u ON u.id = tr.worker_id
      LEFT JOIN projects pr ON pr.id = tr.project_id
     WHERE tr.status = 'verified' AND ${inPeriod(p)}
     GROUP BY u.id, tr.time_code, tr.date, pr.id`;
}

/**
 * The workers and projects an export's lines name, hours and expenses, one row each pair: at
 * most workers × projects rows.
 */
export async function exportIdentities(db: DbOrTx, exportId: string): Promise<ExportIdentity[]> {
  const result = await db.execute<{ fullName: string; employeeNumber: string; projectNumber: string | null; payrollCode: string }>(sql`
    SELECT full_name AS "fullName", employee_number AS "employeeNumber", project_number AS "projectNumber", payroll_code AS "payrollCode"
      FROM payroll_export_lines WHERE export_id = ${exportId}::uuid
    UNION
    SELECT full_name, employee_number, project_number, payroll_code
      FROM payroll_export_pay_lines WHERE export_id = ${exportId}::uuid`);
  return result.rows;
}

const creator = alias(users, "creator");
const reopener = alias(users, "reopener");

function selectExports(db: DbOrTx) {
  return db
    .select({
      export: payrollExports,
      createdByName: creator.fullName,
      reopenedByName: reopener.fullName,
    })
    .from(payrollExports)
    .leftJoin(creator, eq(creator.id, payrollExports.createdBy))
    .leftJoin(reopener, eq(reopener.id, payrollExports.reopenedBy));
}

const flatten = (r: { export: PayrollExportRow; createdByName: string | null; reopenedByName: string | null }): ExportListRow => ({
  ...r.export,
  createdByName: r.createdByName,
  reopenedByName: r.reopenedByName,
});

export async function listExports(db: DbOrTx): Promise<ExportListRow[]> {
  const rows = await selectExports(db).orderBy(desc(payrollExports.createdAt), desc(payrollExports.id));
  return rows.map(flatten);
}

export async function findExport(db: DbOrTx, id: string): Promise<ExportListRow | undefined> {
  const rows = await selectExports(db).where(eq(payrollExports.id, id));
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** The export of exactly this period that is not reopened (at most one: exports never overlap). */
export async function findLockedExportOf(db: DbOrTx, p: PayPeriod): Promise<ExportListRow | undefined> {
  const rows = await selectExports(db).where(
    and(eq(payrollExports.startDate, p.startDate), eq(payrollExports.endDate, p.endDate), isNull(payrollExports.reopenedAt)),
  );
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** The locked (exported, not reopened) periods that end on `endingFrom` or later, oldest first. */
export async function lockedPeriodsEndingFrom(db: DbOrTx, endingFrom: string): Promise<{ startDate: string; endDate: string }[]> {
  return db
    .select({ startDate: payrollExports.startDate, endDate: payrollExports.endDate })
    .from(payrollExports)
    .where(and(isNull(payrollExports.reopenedAt), gte(payrollExports.endDate, endingFrom)))
    .orderBy(asc(payrollExports.startDate));
}

/** Reopens an export that is still locked; undefined when it is unknown or already reopened. */
export async function markReopened(db: DbOrTx, id: string, userId: string, reason: string): Promise<PayrollExportRow | undefined> {
  const rows = await db
    .update(payrollExports)
    .set({ reopenedAt: sql`now()`, reopenedBy: userId, reopenReason: reason })
    .where(and(eq(payrollExports.id, id), isNull(payrollExports.reopenedAt)))
    .returning();
  return rows[0];
}

export type ExportLine = Pick<PayrollExportLineRow, "id" | "employeeNumber" | "payrollCode" | "date" | "projectNumber" | "hours">;

const LINE_BATCH = 2000;

/**
 * The export's lines by employee number, date and id, read in batches by keyset: memory stays
 * flat, and the order (hence the file's bytes) is the same on every read.
 */
export async function* exportLines(db: DbOrTx, exportId: string): AsyncGenerator<ExportLine[]> {
  let after: { employeeNumber: string; date: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${payrollExportLines.employeeNumber}, ${payrollExportLines.date}, ${payrollExportLines.id}) > (${after.employeeNumber}, ${after.date}::date, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        id: payrollExportLines.id,
        employeeNumber: payrollExportLines.employeeNumber,
        payrollCode: payrollExportLines.payrollCode,
        date: payrollExportLines.date,
        projectNumber: payrollExportLines.projectNumber,
        hours: payrollExportLines.hours,
      })
      .from(payrollExportLines)
      .where(and(eq(payrollExportLines.exportId, exportId), keyset))
      .orderBy(payrollExportLines.employeeNumber, payrollExportLines.date, payrollExportLines.id)
      .limit(LINE_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < LINE_BATCH) return;
    const last = rows[rows.length - 1];
    after = { employeeNumber: last.employeeNumber, date: last.date, id: last.id };
  }
}
