/**
 * The control list's SQL (docs/product-rules.md §15, "Kontroll"): a site's entries of a period,
 * filtered by company and person, as JSON made by PostgreSQL; the CSV reads the same filters
 * (ledger-csv-repo.ts).
 */
import { and, sql, type SQL } from "drizzle-orm";
import type { SiteVersion } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { isoTimestamp, jsonObjectText, jsonString, type JsonText } from "../lib/json-text";
import { likePattern } from "../lib/like-pattern";

export interface LedgerListFilter {
  siteId: string;
  start: Date;
  end: Date;
  /** Our own people only (`own`), or one site company's by its org number as the entries recorded it. */
  company?: { own: true } | { orgNumber: string };
  q?: string;
}

/** The entries (`alias`) of the filter's site whose time lies in its period, [start, end). */
export function inPeriodSql(alias: string, f: Pick<LedgerListFilter, "siteId" | "start" | "end">): SQL {
  const t = sql.raw(alias);
  return sql`${t}.site_id = ${f.siteId} AND ${t}.occurred_at >= ${f.start.toISOString()}::timestamptz AND ${t}.occurred_at < ${f.end.toISOString()}::timestamptz`;
}

/** The list's company and person filters, on the entry `e`: the control list and its CSV pick the same rows. */
export function listConditionsSql(f: Pick<LedgerListFilter, "company" | "q">): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.company && "own" in f.company) conditions.push(sql`e.user_id IS NOT NULL`);
  if (f.company && "orgNumber" in f.company) conditions.push(sql`e.person_id IS NOT NULL AND e.company_org_number = ${f.company.orgNumber}`);
  const q = f.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(sql`(e.person_name ILIKE ${pattern} OR e.identity_number LIKE ${pattern} OR replace(e.identity_number, '-', '') LIKE ${pattern})`);
  }
  return and(...conditions) ?? sql`true`;
}

/** The site's versions (`siteHistoryOf`) and the zone their days are counted in. */
export interface SiteNames {
  history: readonly SiteVersion[];
  timeZone: string;
}

/**
 * The site's name on the day of the entry `e` (docs/product-rules.md §15, "A site's history"):
 * the name of the first version, oldest first, whose last day is not before the entry's day in
 * the zone, as `siteOn` picks it; the versions are contiguous, so the first that has not ended is it.
 */
function siteNameSql({ history, timeZone }: SiteNames): SQL {
  const now = history[history.length - 1];
  if (!now) throw new Error("a site's history has at least one version");
  const ended = history.filter((v): v is SiteVersion & { to: string } => v.to !== null);
  if (ended.length === 0) return sql`${now.site.name}::text`;
  const day = sql`(e.occurred_at AT TIME ZONE ${timeZone})::date`;
  const whens = ended.map((v) => sql`WHEN ${day} <= ${v.to}::date THEN ${v.site.name}::text`);
  return sql`CASE ${sql.join(whens, sql` `)} ELSE ${now.site.name}::text END`;
}

/**
 * The control list (docs/product-rules.md §15) in one statement: the site's entries whose time
 * lies in [start, end), each read from ledger_entries_site_time_idx, and beside them the
 * originals of those corrections and the corrections of those originals that lie outside the
 * period, so that every correction is shown with its original.
 *
 * PostgreSQL writes each entry's JSON (a LedgerEntry, identity numbers in full: only the
 * control list and its exports show them), the site named as it was on the entry's day, in
 * order, and the route sends them in pieces, as the report lists do
 * (docs/decisions/2026-11-24-json-answers-and-compression.md): a day of a
 * big site is a thousand entries, and mapping, presenting and serialising them in the app cost
 * more than the query; a year of it is too much for one string.
 */
export async function listSiteEntriesJson(db: DbOrTx, f: LedgerListFilter, names: SiteNames): Promise<JsonText[]> {
  const inPeriod = (t: string) => inPeriodSql(t, f);
  const iso = (column: string) => sql`'"' || ${isoTimestamp(sql.raw(column))} || '"'`;
  const entry = jsonObjectText([
    ["id", jsonString(sql`e.id`)],
    [
      "site",
      jsonObjectText([
        ["id", jsonString(sql`e.site_id`)],
        ["name", jsonString(siteNameSql(names))],
      ]),
    ],
    [
      "person",
      jsonObjectText([
        ["userId", jsonString(sql`e.user_id`)],
        ["personId", jsonString(sql`e.person_id`)],
        ["fullName", jsonString(sql`e.person_name`)],
        ["identityNumber", jsonString(sql`e.identity_number`)],
        [
          "company",
          jsonObjectText([
            ["name", jsonString(sql`e.company_name`)],
            ["orgNumber", jsonString(sql`e.company_org_number`)],
          ]),
        ],
      ]),
    ],
    ["kind", jsonString(sql`e.kind`)],
    ["occurredAt", iso("e.occurred_at")],
    ["recordedAt", iso("e.recorded_at")],
    [
      "recordedBy",
      jsonObjectText([
        ["id", jsonString(sql`e.recorded_by`)],
        ["fullName", jsonString(sql`u.full_name`)],
      ]),
    ],
    ["method", jsonString(sql`e.method`)],
    ["late", sql`e.late::text`],
    [
      "correction",
      sql`CASE WHEN e.corrects_id IS NULL THEN 'null' ELSE ${jsonObjectText([
        ["correctsId", jsonString(sql`e.corrects_id`)],
        ["void", sql`e.voids::text`],
        ["reason", jsonString(sql`coalesce(e.reason, '')`)],
      ])} END`,
    ],
    ["supersededBy", jsonString(sql`(SELECT c.id FROM ledger_entries c WHERE c.corrects_id = e.id AND c.supersedes)`)],
  ]);
  // The period's entries read once from ledger_entries_site_time_idx; beside them the few
  // originals and corrections of theirs that lie outside it.
  const result = await db.execute<{ json: JsonText }>(sql`
    WITH day AS MATERIALIZED (SELECT * FROM ledger_entries h WHERE ${inPeriod("h")}),
    beside AS (
      SELECT o.* FROM ledger_entries o WHERE o.id IN (SELECT corrects_id FROM day WHERE corrects_id IS NOT NULL) AND NOT (${inPeriod("o")})
      UNION
      -- "IS NOT NULL", which the IN implies, lets PostgreSQL read the few corrections there are
      -- from ledger_entries_corrects_idx instead of looking up each of the period's entries.
      SELECT c.* FROM ledger_entries c WHERE c.corrects_id IS NOT NULL AND c.corrects_id IN (SELECT id FROM day) AND NOT (${inPeriod("c")})),
    picked AS (SELECT * FROM day UNION ALL SELECT * FROM beside)
    SELECT ${entry} AS json
    FROM picked e
    JOIN users u ON u.id = e.recorded_by
    WHERE ${listConditionsSql(f)}
    ORDER BY e.occurred_at, e.recorded_at, e.id`);
  return result.rows.map((r) => r.json);
}
