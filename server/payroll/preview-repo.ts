import { sql } from "drizzle-orm";
import { returnedSql } from "../../shared/domain";
import type { PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import { awaitingExpense, awaitingReport, expenseInPeriod, inPeriod } from "./repo";
import type { WorkerPeriodRow } from "./rows";

/**
 * The preview's rows in one statement, one per worker with reports or expenses in the period,
 * by full name then id: per time code the verified hours, the reports still submitted and those
 * sent back; per pay code the attested expense lines summed (docs/product-rules.md §16); and the
 * expenses still submitted or sent back. Each part is grouped once and joined by worker.
 */
export async function periodWorkers(db: DbOrTx, p: PayPeriod): Promise<WorkerPeriodRow[]> {
  const result = await db.execute<{
    worker_id: string;
    full_name: string;
    employee_number: string | null;
    hours: WorkerPeriodRow["hours"] | null;
    expenses: WorkerPeriodRow["expenses"] | null;
    expenses_unattested: number | null;
    awaiting_approval: number | null;
  }>(sql`
    WITH by_code AS (
      SELECT tr.worker_id, tr.time_code,
             (sum(tr.hours) FILTER (WHERE tr.status = 'verified'))::numeric(12, 2)::text AS verified_hours,
             count(*) FILTER (WHERE tr.status = 'submitted')::int AS unattested,
             count(*) FILTER (WHERE ${sql.raw(returnedSql("tr.status", "tr.return_reason"))})::int AS returned
        FROM time_reports tr
       WHERE ${inPeriod(p)}
       GROUP BY tr.worker_id, tr.time_code
    ), hours AS (
      SELECT worker_id,
             json_agg(json_build_object('timeCode', time_code, 'verifiedHours', verified_hours, 'unattested', unattested, 'returned', returned)
                      ORDER BY time_code) AS hours
        FROM by_code GROUP BY worker_id
    ), by_pay_code AS (
      SELECT e.worker_id, el.pay_code,
             sum(el.quantity)::numeric(12, 2)::text AS quantity, sum(el.amount)::numeric(14, 2)::text AS amount
        FROM expenses e JOIN expense_lines el ON el.expense_id = e.id
       WHERE e.status = 'verified' AND ${expenseInPeriod(p)}
       GROUP BY e.worker_id, el.pay_code
    ), paid AS (
      SELECT worker_id, json_agg(json_build_object('payCode', pay_code, 'quantity', quantity, 'amount', amount)) AS expenses
        FROM by_pay_code GROUP BY worker_id
    ), waiting AS (
      SELECT e.worker_id, count(*)::int AS n
        FROM expenses e
       WHERE e.status IN ('submitted', 'draft') AND ${expenseInPeriod(p)}
       GROUP BY e.worker_id
    ), awaiting AS (
      SELECT worker_id, count(*)::int AS n FROM (
        SELECT tr.worker_id FROM time_reports tr WHERE ${awaitingReport} AND ${inPeriod(p)}
        UNION ALL
        SELECT e.worker_id FROM expenses e WHERE ${awaitingExpense} AND ${expenseInPeriod(p)}) a
       GROUP BY worker_id
    ), workers AS (
      SELECT worker_id FROM hours UNION SELECT worker_id FROM paid UNION SELECT worker_id FROM waiting
    )
    SELECT u.id AS worker_id, u.full_name, u.employee_number, hours.hours, paid.expenses, waiting.n AS expenses_unattested,
           awaiting.n AS awaiting_approval
      FROM workers
      JOIN users u ON u.id = workers.worker_id
      LEFT JOIN hours ON hours.worker_id = workers.worker_id
      LEFT JOIN paid ON paid.worker_id = workers.worker_id
      LEFT JOIN waiting ON waiting.worker_id = workers.worker_id
      LEFT JOIN awaiting ON awaiting.worker_id = workers.worker_id
     ORDER BY u.full_name, u.id`);
  return result.rows.map((r) => ({
    workerId: r.worker_id,
    fullName: r.full_name,
    employeeNumber: r.employee_number,
    hours: r.hours ?? [],
    expenses: r.expenses ?? [],
    expensesUnattested: Number(r.expenses_unattested ?? 0),
    awaitingApproval: Number(r.awaiting_approval ?? 0),
  }));
}
