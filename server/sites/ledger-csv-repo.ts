/**
 * The control list's rows for its CSV (docs/product-rules.md §15, "Kontroll"): the same rows
 * as listSiteEntriesJson, in the same order, read in batches so that memory stays flat however
 * long the period (docs/product-rules.md §9).
 */
import { sql, type SQL } from "drizzle-orm";
import type { LedgerEntryKind, LedgerEntryMethod } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { isoTimestamp } from "../lib/json-text";
import { inPeriodSql, listConditionsSql, type LedgerListFilter } from "./ledger-list-repo";

/** One entry as a row of the CSV, with what it corrects and what replaced it. */
export type LedgerCsvRow = {
  kind: LedgerEntryKind;
  person_name: string;
  identity_number: string;
  company_name: string;
  company_org_number: string;
  method: LedgerEntryMethod;
  late: boolean;
  voids: boolean;
  reason: string | null;
  /** ISO instants, UTC. */
  occurred_at: string;
  recorded_at: string;
  recorded_by_name: string;
  /** A correction's: the time of the entry it corrects. */
  corrects_at: string | null;
  /** Set when a later correction strikes this entry ('void') or states a new time for it ('time'). */
  replaced: "void" | "time" | null;
  /** The order's key to the microsecond: where the next batch starts. */
  key_occurred: string;
  key_recorded: string;
  id: string;
};

const BATCH = 1000;

const micros = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The columns of a LedgerCsvRow, from the entry `e` and its recorder `u`. */
const columns = sql`e.id, e.kind, e.person_name, e.identity_number, e.company_name, e.company_org_number, e.method, e.late, e.voids, e.reason,
  ${isoTimestamp(sql`e.occurred_at`)} AS occurred_at, ${isoTimestamp(sql`e.recorded_at`)} AS recorded_at, u.full_name AS recorded_by_name,
  (SELECT ${isoTimestamp(sql`o.occurred_at`)} FROM ledger_entries o WHERE o.id = e.corrects_id) AS corrects_at,
  (SELECT CASE WHEN c.voids THEN 'void' ELSE 'time' END FROM ledger_entries c WHERE c.corrects_id = e.id AND c.supersedes) AS replaced,
  ${micros("e.occurred_at")} AS key_occurred, ${micros("e.recorded_at")} AS key_recorded`;

const ORDER = sql`ORDER BY e.occurred_at, e.recorded_at, e.id`;

/**
 * The entries outside the period that the list shows beside those in it: the originals of its
 * corrections and the corrections of its originals. They are few (corrections are rare) and lie
 * wholly before or wholly after the period, so they go first or last without a merge.
 */
async function besideRows(db: DbOrTx, f: LedgerListFilter): Promise<LedgerCsvRow[]> {
  const result = await db.execute<LedgerCsvRow>(sql`
    WITH beside AS (
      SELECT o.* FROM ledger_entries o
      WHERE o.id IN (SELECT h.corrects_id FROM ledger_entries h WHERE ${inPeriodSql("h", f)} AND h.corrects_id IS NOT NULL) AND NOT (${inPeriodSql("o", f)})
      UNION
      SELECT c.* FROM ledger_entries c
      WHERE c.corrects_id IN (SELECT h.id FROM ledger_entries h WHERE ${inPeriodSql("h", f)}) AND NOT (${inPeriodSql("c", f)}))
    SELECT ${columns} FROM beside e JOIN users u ON u.id = e.recorded_by
    WHERE ${listConditionsSql(f)}
    ${ORDER}`);
  return result.rows;
}

/** The period's entries after `after` in the list's order, at most BATCH, from ledger_entries_site_time_idx. */
async function periodBatch(db: DbOrTx, f: LedgerListFilter, after: LedgerCsvRow | undefined): Promise<LedgerCsvRow[]> {
  const keyset: SQL = after
    ? sql`(e.occurred_at, e.recorded_at, e.id) > (${after.key_occurred}::timestamptz, ${after.key_recorded}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const result = await db.execute<LedgerCsvRow>(sql`
    SELECT ${columns} FROM ledger_entries e JOIN users u ON u.id = e.recorded_by
    WHERE ${inPeriodSql("e", f)} AND ${listConditionsSql(f)} AND ${keyset}
    ${ORDER}
    LIMIT ${BATCH}`);
  return result.rows;
}

/**
 * The control list's rows in its order (by time, then by when written), batch by batch: each
 * batch is its own statement, so the database is free between them while the client reads.
 */
export async function* ledgerCsvBatches(db: DbOrTx, f: LedgerListFilter): AsyncGenerator<LedgerCsvRow[]> {
  const beside = await besideRows(db, f);
  const start = f.start.getTime();
  const before = beside.filter((r) => Date.parse(r.occurred_at) < start);
  if (before.length > 0) yield before;
  let last: LedgerCsvRow | undefined;
  for (;;) {
    const rows = await periodBatch(db, f, last);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) break;
    last = rows[rows.length - 1];
  }
  const later = beside.filter((r) => Date.parse(r.occurred_at) >= start);
  if (later.length > 0) yield later;
}
