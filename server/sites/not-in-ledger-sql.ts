import { sql, type SQL } from "drizzle-orm";
import { ATL_WORKING_TIME_CODES, sqlList } from "../../shared/domain";

/**
 * 'Ej i personalliggaren' (docs/product-rules.md §15, "Hours and the ledger"), one rule for the
 * week grid and the payroll warnings: true for a report of time worked on the site — 'Arbetad
 * tid' and overtime, the working-time codes (ATL_WORKING_TIME_CODES); travel to it, 'Restid', is
 * not time on the site — whose project belongs to a site, on a day (in `timeZone`) when the
 * ledger holds no entry at all of its worker on that site — any kind, any method, a struck one too. `report` and `project`
 * are the aliases of time_reports and projects in the caller's query; the NOT EXISTS reads
 * ledger_entries_user_time_idx for the one day.
 */
export function notInLedgerSql(report: string, project: string, timeZone: string): SQL {
  return sql`(${sql.raw(`${report}.time_code`)} IN ${sql.raw(sqlList(ATL_WORKING_TIME_CODES))} AND ${noLedgerEntrySql(report, project, timeZone)})`;
}

/**
 * The same rule for an expense (`expense`, with its `project`) in the arbetsledare's queue
 * (docs/product-rules.md §18): on a site's project, on a day the worker has no entry on that site.
 * An expense has no time code: a drive or an outlay for the site is all it says.
 */
export function expenseNotInLedgerSql(expense: string, project: string, timeZone: string): SQL {
  return noLedgerEntrySql(expense, project, timeZone);
}

/** A row (`row`: worker_id, date) of a site's project (`project`) on a day the ledger holds no entry of its worker on that site. */
function noLedgerEntrySql(row: string, project: string, timeZone: string): SQL {
  const r = (column: string) => sql.raw(`${row}.${column}`);
  const siteId = sql.raw(`${project}.site_id`);
  return sql`(${siteId} IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ledger_entries le
      WHERE le.user_id = ${r("worker_id")} AND le.site_id = ${siteId}
        AND le.occurred_at >= (${r("date")}::timestamp AT TIME ZONE ${timeZone})
        AND le.occurred_at < ((${r("date")} + 1)::timestamp AT TIME ZONE ${timeZone})))`;
}
