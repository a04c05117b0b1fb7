import { and, eq, sql } from "drizzle-orm";
import { payrollExportPayLines } from "../../shared/schema";
import { PAY_CODES, sqlString, type PayCode, type TimeCode } from "../../shared/domain";
import type { CodeMap, PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import type { PaxmlPayLine } from "./paxml";
import { expenseInPeriod } from "./repo";

/*
 * The expenses' side of an export (docs/product-rules.md §16): the snapshot of the attested
 * expenses' pay lines, read back for the PAXml file's `lonetransaktioner` and the summary CSV.
 */

/**
 * The snapshot in one INSERT ... SELECT: every line of every attested expense dated in the
 * period, as counted when it was filed, with the employee number, name, project number and the
 * code map's value (the code itself or the company's löneart) as they are now, and the
 * expense's description as the file's `kommentar`.
 */
export async function insertExportPayLines(db: DbOrTx, exportId: string, p: PayPeriod, codeMap: CodeMap): Promise<void> {
  await db.execute(sql`
    INSERT INTO payroll_export_pay_lines
      (export_id, worker_id, employee_number, full_name, expense_id, position, kind, pay_code, payroll_code, date, project_number,
       quantity, unit_price, amount, vat, comment)
    SELECT ${exportId}::uuid, l.worker_id, l.employee_number, l.full_name, l.expense_id, l.position, l.kind, l.pay_code,
           l.payroll_code, l.date, l.project_number, l.quantity, l.unit_price, l.amount, l.vat, l.comment
      FROM (${periodPayLinesSql(p, codeMap)}) l`);
}

/**
 * The pay lines an export of the period would snapshot now: written by the export, and read by
 * the preview's changes against the period's previous export.
 */
export function periodPayLinesSql(p: PayPeriod, codeMap: CodeMap) {
  return sql`
    SELECT u.id AS worker_id, u.employee_number, u.full_name, e.id AS expense_id, el.position, e.kind, el.pay_code,
           ${JSON.stringify(codeMap)}::jsonb ->> el.pay_code AS payroll_code, e.date, pr.project_number,
           el.quantity, el.unit_price, el.amount, el.vat, e.description AS comment
      FROM expenses e
      JOIN expense_lines el ON el.expense_id = e.id
      JOIN users u ON u.id = e.worker_id
      LEFT JOIN projects pr ON pr.id = e.project_id
     WHERE e.status = 'verified' AND ${expenseInPeriod(p)}`;
}

/** A pay line of an export's snapshot: what the file writes, and its place among its expense's lines. */
export interface ExportPayLine extends PaxmlPayLine {
  id: string;
  position: number;
}

const LINE_BATCH = 2000;
const t = payrollExportPayLines;

/**
 * The export's pay lines by employee number, date, expense and position (the snapshot's index),
 * read in batches by keyset: memory stays flat, the lines of one expense stay together, and the
 * order (hence the file's bytes) is the same on every read.
 */
export async function* exportPayLines(db: DbOrTx, exportId: string): AsyncGenerator<ExportPayLine[]> {
  let after: { employeeNumber: string; date: string; expenseId: string; position: number } | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${t.employeeNumber}, ${t.date}, ${t.expenseId}, ${t.position}) > (${after.employeeNumber}, ${after.date}::date, ${after.expenseId}::uuid, ${after.position}::smallint)`
      : undefined;
    const rows = await db
      .select({
        id: t.id,
        employeeNumber: t.employeeNumber,
        expenseId: t.expenseId,
        position: t.position,
        payCode: t.payCode,
        payrollCode: t.payrollCode,
        date: t.date,
        projectNumber: t.projectNumber,
        quantity: t.quantity,
        unitPrice: t.unitPrice,
        amount: t.amount,
        vat: t.vat,
        comment: t.comment,
      })
      .from(t)
      .where(and(eq(t.exportId, exportId), keyset))
      .orderBy(t.employeeNumber, t.date, t.expenseId, t.position)
      .limit(LINE_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < LINE_BATCH) return;
    const last = rows[rows.length - 1];
    after = { employeeNumber: last.employeeNumber, date: last.date, expenseId: last.expenseId, position: last.position };
  }
}

/** The descriptions an export's pay lines carry, once per worker and text: checked before the file is written. */
export async function exportComments(db: DbOrTx, exportId: string): Promise<{ fullName: string; comment: string }[]> {
  return db.selectDistinct({ fullName: t.fullName, comment: t.comment }).from(t).where(eq(t.exportId, exportId));
}

/** A row of the summary CSV: a worker's hours of one time code, or its expense lines of one pay code. */
export type SummaryRow = { employeeNumber: string; fullName: string; payrollCode: string } & (
  | { section: "hours"; code: TimeCode; hours: string }
  | { section: "pay"; code: PayCode; quantity: string; amount: string }
);

/**
 * Per worker its hours per time code, then its expense lines per pay code (in PAY_CODES order),
 * summed by the database: at most workers × codes rows, by employee number.
 */
export async function exportSummary(db: DbOrTx, exportId: string): Promise<SummaryRow[]> {
  const result = await db.execute<{
    employee_number: string;
    full_name: string;
    section: "hours" | "pay";
    code: string;
    payroll_code: string;
    hours: string | null;
    quantity: string | null;
    amount: string | null;
  }>(sql`
    SELECT employee_number, min(full_name) AS full_name, 'hours' AS section, time_code::text AS code, payroll_code,
           sum(hours)::numeric(12, 2)::text AS hours, NULL::text AS quantity, NULL::text AS amount,
           array_position(enum_range(NULL::time_code), time_code) AS code_order
      FROM payroll_export_lines WHERE export_id = ${exportId}::uuid
     GROUP BY employee_number, time_code, payroll_code
    UNION ALL
    SELECT employee_number, min(full_name), 'pay', pay_code, payroll_code,
           NULL, sum(quantity)::numeric(12, 2)::text, sum(amount)::numeric(14, 2)::text,
           array_position(ARRAY[${sql.raw(PAY_CODES.map(sqlString).join(", "))}]::text[], pay_code)
      FROM payroll_export_pay_lines WHERE export_id = ${exportId}::uuid
     GROUP BY employee_number, pay_code, payroll_code
     ORDER BY employee_number, section, code_order`);
  return result.rows.map((r) => {
    const common = { employeeNumber: r.employee_number, fullName: r.full_name, payrollCode: r.payroll_code };
    return r.section === "hours"
      ? { ...common, section: "hours", code: r.code as TimeCode, hours: r.hours ?? "0.00" }
      : { ...common, section: "pay", code: r.code as PayCode, quantity: r.quantity ?? "0.00", amount: r.amount ?? "0.00" };
  });
}
