import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { payrollExports } from "../../shared/schema";
import type { CodeMap, PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import { periodPayLinesSql } from "./pay-lines-repo";
import { periodHourLinesSql } from "./repo";
import type { ChangeLine } from "./rows";

/*
 * What a payroll file holds, summed by the key two exports of one period are compared by
 * (docs/product-rules.md §10, "Changes"): worker, employee number, kind, our code, the code the
 * file writes, date and project. Read from an export's snapshot, or from the live period as an
 * export would snapshot it now.
 */

/** `hours` and `pay`: queries with the columns of payroll_export_lines and payroll_export_pay_lines. */
function summedLines(hours: SQL, pay: SQL): SQL {
  return sql`
    SELECT h.worker_id::text AS "workerId", min(h.full_name) AS "fullName", coalesce(h.employee_number, '') AS "employeeNumber",
           'hours' AS kind, h.time_code::text AS code, h.payroll_code AS "payrollCode", h.date::text AS date,
           h.project_number AS "projectNumber", sum(h.hours)::numeric(12, 2)::text AS value,
           sum(h.hours)::numeric(12, 2)::text AS quantity, NULL::text AS vat
      FROM (${hours}) h
     GROUP BY h.worker_id, h.employee_number, h.time_code, h.payroll_code, h.date, h.project_number
    UNION ALL
    SELECT p.worker_id::text, min(p.full_name), coalesce(p.employee_number, ''),
           'pay', p.pay_code, p.payroll_code, p.date::text,
           p.project_number, sum(p.amount)::numeric(14, 2)::text,
           sum(p.quantity)::numeric(12, 2)::text, sum(p.vat)::numeric(14, 2)::text
      FROM (${pay}) p
     GROUP BY p.worker_id, p.employee_number, p.pay_code, p.payroll_code, p.date, p.project_number`;
}

/** An export's snapshot, summed by the key. */
export async function exportChangeLines(db: DbOrTx, exportId: string): Promise<ChangeLine[]> {
  const result = await db.execute<ChangeLine>(
    summedLines(
      sql`SELECT * FROM payroll_export_lines WHERE export_id = ${exportId}::uuid`,
      sql`SELECT * FROM payroll_export_pay_lines WHERE export_id = ${exportId}::uuid`,
    ),
  );
  return result.rows;
}

/** The period as an export would snapshot it now, with today's code map, summed by the key. */
export async function periodChangeLines(db: DbOrTx, p: PayPeriod, codeMap: CodeMap): Promise<ChangeLine[]> {
  const result = await db.execute<ChangeLine>(summedLines(periodHourLinesSql(p, codeMap), periodPayLinesSql(p, codeMap)));
  return result.rows;
}

export interface ExportRef {
  id: string;
  createdAt: Date;
}

/** The export of exactly this period made last before export `exportId`; undefined for the period's first. */
export async function previousExportOf(db: DbOrTx, exportId: string): Promise<ExportRef | undefined> {
  const rows = await db
    .select({ id: payrollExports.id, createdAt: payrollExports.createdAt })
    .from(payrollExports)
    .where(
      sql`(${payrollExports.startDate}, ${payrollExports.endDate}) = (SELECT start_date, end_date FROM payroll_exports WHERE id = ${exportId}::uuid)
          AND ${payrollExports.createdAt} < (SELECT created_at FROM payroll_exports WHERE id = ${exportId}::uuid)`,
    )
    .orderBy(desc(payrollExports.createdAt), desc(payrollExports.id))
    .limit(1);
  return rows[0];
}

/** The last export of exactly this period (reopened or not); undefined when it was never exported. */
export async function lastExportOf(db: DbOrTx, p: PayPeriod): Promise<ExportRef | undefined> {
  const rows = await db
    .select({ id: payrollExports.id, createdAt: payrollExports.createdAt })
    .from(payrollExports)
    .where(and(eq(payrollExports.startDate, p.startDate), eq(payrollExports.endDate, p.endDate)))
    .orderBy(desc(payrollExports.createdAt), desc(payrollExports.id))
    .limit(1);
  return rows[0];
}
