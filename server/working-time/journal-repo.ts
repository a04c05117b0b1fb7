import { sql } from "drizzle-orm";
import { GENERAL_OVERTIME_CODES, sqlList, workedHoursSql } from "../../shared/domain";
import type { OvertimeJournalRow } from "../../shared/types";
import type { DbOrTx } from "../db";

/**
 * The overtime journal of `year` in one query: the year's `ÖT1`/`ÖT2` reports grouped by
 * worker and month, a window sum over the groups for the year to date. Every stored report
 * counts, a returned one included, as it does for the warnings (`workedHoursSql`,
 * docs/decisions/2026-11-26-overtime-counts-every-stored-report.md): the journal records
 * overtime worked, verified or not. The sums are numeric in the database, so no rounding
 * creeps in.
 */
export async function overtimeJournalRows(db: DbOrTx, year: number, yearLimit: number): Promise<OvertimeJournalRow[]> {
  const start = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const result = await db.execute<{
    worker_id: string;
    full_name: string;
    employee_number: string | null;
    month: number;
    ot1: string;
    ot2: string;
    total: string;
    year_to_date: string;
    left_of_year: string;
  }>(sql`
    WITH monthly AS (
      SELECT worker_id,
             extract(month FROM date)::int AS month,
             coalesce(sum(hours) FILTER (WHERE time_code = 'ÖT1'), 0) AS ot1,
             coalesce(sum(hours) FILTER (WHERE time_code = 'ÖT2'), 0) AS ot2,
             sum(hours) AS total,
             sum(sum(hours)) OVER (PARTITION BY worker_id ORDER BY extract(month FROM date)::int) AS year_to_date
      FROM time_reports
      WHERE date >= ${start}::date AND date < ${end}::date
        AND time_code IN ${sql.raw(sqlList(GENERAL_OVERTIME_CODES))}
        AND ${sql.raw(workedHoursSql("status"))}
      GROUP BY worker_id, extract(month FROM date)::int
    )
    SELECT m.worker_id, u.full_name, u.employee_number, m.month,
           m.ot1::numeric(12,2)::text AS ot1,
           m.ot2::numeric(12,2)::text AS ot2,
           m.total::numeric(12,2)::text AS total,
           m.year_to_date::numeric(12,2)::text AS year_to_date,
           greatest(${yearLimit}::numeric - m.year_to_date, 0)::numeric(12,2)::text AS left_of_year
    FROM monthly m
    JOIN users u ON u.id = m.worker_id
    ORDER BY u.full_name, u.id, m.month`);
  return result.rows.map((r) => ({
    worker: { id: r.worker_id, fullName: r.full_name, employeeNumber: r.employee_number },
    month: Number(r.month),
    ot1: r.ot1,
    ot2: r.ot2,
    total: r.total,
    yearToDate: r.year_to_date,
    leftOfYear: r.left_of_year,
  }));
}
