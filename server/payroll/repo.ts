import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { payrollExportLines, payrollExports, users, type PayrollExportLineRow, type PayrollExportRow } from "../../shared/schema";
import { PAXML_DIM_ID_MAX, returnedSql, type PaxmlTidkod, type TimeCode } from "../../shared/domain";
import type { PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import type { ExportIdentity, ExportListRow, PeriodState, WorkerCodeRow } from "./rows";

const inPeriod = (p: PayPeriod) => sql`tr.date BETWEEN ${p.startDate}::date AND ${p.endDate}::date`;

/** One statement: the period's blockers and verified totals (each sub-select is one index range scan). */
export async function periodState(db: DbOrTx, p: PayPeriod): Promise<PeriodState> {
  const result = await db.execute<{
    locked: boolean;
    unattested: number;
    returned: number;
    missing: string[];
    too_long: string[];
    report_count: number;
    total_hours: string;
  }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM payroll_exports e WHERE e.reopened_at IS NULL
              AND daterange(e.start_date, e.end_date, '[]') && daterange(${p.startDate}::date, ${p.endDate}::date, '[]')) AS locked,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status IN ('submitted', 'draft') AND ${inPeriod(p)}) AS unattested,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status = 'draft' AND ${inPeriod(p)}) AS returned,
      (SELECT coalesce(json_agg(DISTINCT u.full_name ORDER BY u.full_name), '[]'::json)
         FROM time_reports tr JOIN users u ON u.id = tr.worker_id
        WHERE tr.status = 'verified' AND ${inPeriod(p)} AND u.employee_number IS NULL) AS missing,
      (SELECT coalesce(json_agg(DISTINCT pr.project_number ORDER BY pr.project_number), '[]'::json)
         FROM time_reports tr JOIN projects pr ON pr.id = tr.project_id
        WHERE tr.status = 'verified' AND ${inPeriod(p)} AND char_length(pr.project_number) > ${PAXML_DIM_ID_MAX}) AS too_long,
      (SELECT count(*)::int FROM time_reports tr WHERE tr.status = 'verified' AND ${inPeriod(p)}) AS report_count,
      (SELECT coalesce(sum(tr.hours), 0)::numeric(12, 2)::text FROM time_reports tr WHERE tr.status = 'verified' AND ${inPeriod(p)}) AS total_hours`);
  const row = result.rows[0];
  return {
    locked: Boolean(row.locked),
    unattested: Number(row.unattested),
    returned: Number(row.returned),
    missingEmployeeNumbers: row.missing,
    projectNumbersTooLong: row.too_long,
    reportCount: Number(row.report_count),
    totalHours: row.total_hours,
  };
}

/** Per worker and code: verified hours, reports still submitted, reports sent back. One grouped query. */
export async function workerCodeTotals(db: DbOrTx, p: PayPeriod): Promise<WorkerCodeRow[]> {
  const result = await db.execute<{
    worker_id: string;
    full_name: string;
    employee_number: string | null;
    time_code: TimeCode;
    verified_hours: string | null;
    unattested: number;
    returned: number;
  }>(sql`
    SELECT u.id AS worker_id, u.full_name, u.employee_number, tr.time_code,
           (sum(tr.hours) FILTER (WHERE tr.status = 'verified'))::numeric(12, 2)::text AS verified_hours,
           count(*) FILTER (WHERE tr.status = 'submitted')::int AS unattested,
           count(*) FILTER (WHERE ${sql.raw(returnedSql("tr.status", "tr.return_reason"))})::int AS returned
      FROM time_reports tr JOIN users u ON u.id = tr.worker_id
     WHERE ${inPeriod(p)}
     GROUP BY u.id, tr.time_code
     ORDER BY u.full_name, u.id, tr.time_code`);
  return result.rows.map((r) => ({
    workerId: r.worker_id,
    fullName: r.full_name,
    employeeNumber: r.employee_number,
    timeCode: r.time_code,
    verifiedHours: r.verified_hours,
    unattested: Number(r.unattested),
    returned: Number(r.returned),
  }));
}

export async function insertExport(
  db: DbOrTx,
  values: Pick<PayrollExportRow, "startDate" | "endDate" | "createdBy" | "reportCount" | "totalHours" | "companyName" | "orgNumber">,
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
    SELECT ${exportId}::uuid, u.id, u.employee_number, u.full_name, tr.time_code,
           ${JSON.stringify(codeMap)}::jsonb ->> tr.time_code::text, tr.date, pr.project_number, sum(tr.hours), count(*)::int
      FROM time_reports tr
      JOIN users u ON u.id = tr.worker_id
      LEFT JOIN projects pr ON pr.id = tr.project_id
     WHERE tr.status = 'verified' AND ${inPeriod(p)}
     GROUP BY u.id, tr.time_code, tr.date, pr.id`);
}

/** The workers and projects an export's lines name, one row each pair: at most workers × projects rows. */
export async function exportIdentities(db: DbOrTx, exportId: string): Promise<ExportIdentity[]> {
  return db
    .selectDistinct({
      fullName: payrollExportLines.fullName,
      employeeNumber: payrollExportLines.employeeNumber,
      projectNumber: payrollExportLines.projectNumber,
    })
    .from(payrollExportLines)
    .where(eq(payrollExportLines.exportId, exportId));
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

export interface SummaryRow {
  employeeNumber: string;
  fullName: string;
  timeCode: TimeCode;
  payrollCode: PaxmlTidkod;
  hours: string;
}

/** Hours per worker and code of an export: at most workers × codes rows, grouped by the database. */
export async function exportSummary(db: DbOrTx, exportId: string): Promise<SummaryRow[]> {
  return db
    .select({
      employeeNumber: payrollExportLines.employeeNumber,
      fullName: sql<string>`min(${payrollExportLines.fullName})`,
      timeCode: payrollExportLines.timeCode,
      payrollCode: payrollExportLines.payrollCode,
      hours: sql<string>`sum(${payrollExportLines.hours})::numeric(12, 2)::text`,
    })
    .from(payrollExportLines)
    .where(eq(payrollExportLines.exportId, exportId))
    .groupBy(payrollExportLines.employeeNumber, payrollExportLines.timeCode, payrollExportLines.payrollCode)
    .orderBy(payrollExportLines.employeeNumber, payrollExportLines.timeCode);
}
