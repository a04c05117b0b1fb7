import { sql, type SQL } from "drizzle-orm";
import { ORDINARY_TIME_CODES, sqlList } from "../../shared/domain";
import type { PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import type { WarningRow } from "./rows";

/**
 * The personalliggare's 'Ej i personalliggaren' for a report and its project by their aliases
 * in the query: `notInLedgerSql` of the sites module, bound to the business time zone and handed
 * in by server/app.ts. The sites module uses this one (our company's settings), so this one may
 * not import it.
 */
export type NotInLedgerSql = (report: string, project: string) => SQL;

/**
 * The period's warnings (docs/product-rules.md §10) in one statement, one row per worker and kind:
 * - `missing-days`: of `days` (the period's working days before today, from `workingDays`), those
 *   on or after the worker's `employedFrom` with no report at all, for the active workers and the
 *   inactive ones with reports in the period (the week grid's workers: role `worker`);
 * - `duplicates`: days with two or more reports of the same code, project (none equals none:
 *   DISTINCT compares the row's fields so) and hours;
 * - `long-day`: days with more ordinary time (ORDINARY_TIME_CODES, `ARB`) summed than the company's
 *   daily norm (`normHours`, the payroll setting 'Dela upp' splits at, docs/product-rules.md §4);
 * - `not-in-ledger`: days with a report of working time (not travel) on a site's project and no
 *   entry of the worker on that site that day (`notInLedger`, the week grid's 'Ej i
 *   personalliggaren').
 * Any stored status counts. The period's reports are read once through the date index and folded
 * into one row per worker and day (about 22 000 for 1 000 workers' month), which all three use:
 * the missing days are workers × days anti-joined to it. The reports on a site's project are
 * read again, each looked up in the ledger for its day. Workers by full name then id, kinds in
 * the order above.
 */
export async function periodWarnings(db: DbOrTx, p: PayPeriod, days: string[], normHours: number, notInLedger: NotInLedgerSql): Promise<WarningRow[]> {
  const result = await db.execute<{ kind: WarningRow["kind"]; worker_id: string; full_name: string; dates: string[] }>(sql`
    WITH by_day AS (
      SELECT tr.worker_id, tr.date,
             count(*) > count(DISTINCT (tr.time_code, tr.project_id, tr.hours)) AS doubled,
             coalesce(sum(tr.hours) FILTER (WHERE tr.time_code IN ${sql.raw(sqlList(ORDINARY_TIME_CODES))}), 0) > ${normHours}::numeric AS long
        FROM time_reports tr
       WHERE tr.date BETWEEN ${p.startDate}::date AND ${p.endDate}::date
       GROUP BY tr.worker_id, tr.date
    ),
    found AS (
      SELECT 1 AS ord, 'missing-days' AS kind, u.id AS worker_id, array_agg(to_char(d.day, 'YYYY-MM-DD') ORDER BY d.day) AS dates
        FROM users u CROSS JOIN unnest(${sql.param(days)}::date[]) AS d(day)
       WHERE u.role = 'worker'
         AND (u.active OR u.id IN (SELECT worker_id FROM by_day))
         AND (u.employed_from IS NULL OR d.day >= u.employed_from)
         AND NOT EXISTS (SELECT 1 FROM by_day x WHERE x.worker_id = u.id AND x.date = d.day)
       GROUP BY u.id
      UNION ALL
      SELECT 2, 'duplicates', worker_id, array_agg(to_char(date, 'YYYY-MM-DD') ORDER BY date) FROM by_day WHERE doubled GROUP BY worker_id
      UNION ALL
      SELECT 3, 'long-day', worker_id, array_agg(to_char(date, 'YYYY-MM-DD') ORDER BY date) FROM by_day WHERE long GROUP BY worker_id
      UNION ALL
      SELECT 4, 'not-in-ledger', tr.worker_id, array_agg(DISTINCT to_char(tr.date, 'YYYY-MM-DD') ORDER BY to_char(tr.date, 'YYYY-MM-DD'))
        FROM time_reports tr JOIN projects pr ON pr.id = tr.project_id
       WHERE tr.date BETWEEN ${p.startDate}::date AND ${p.endDate}::date AND pr.site_id IS NOT NULL
         AND ${notInLedger("tr", "pr")}
       GROUP BY tr.worker_id
    )
    SELECT f.kind, f.worker_id, u.full_name, f.dates
      FROM found f JOIN users u ON u.id = f.worker_id
     ORDER BY u.full_name, u.id, f.ord`);
  return result.rows.map((r) => ({ kind: r.kind, workerId: r.worker_id, fullName: r.full_name, dates: r.dates }));
}
