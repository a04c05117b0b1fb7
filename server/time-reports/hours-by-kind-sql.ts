import { sql, type SQL } from "drizzle-orm";
import { HOUR_KIND_CODES, HOUR_KINDS, sqlList, type HourKind } from "../../shared/domain";

/** The column each kind's sum is read as: `hours_work`, `hours_overtime`, ... */
export const hourKindColumn = (kind: HourKind) => `hours_${kind}`;

/**
 * A query of one row that sums the hours of the reports matching `where` once per kind (work,
 * overtime, travel, absence: shared/domain/hour-kinds.ts), each as "12.50" text in
 * `hourKindColumn(kind)`: one pass over the rows, to be joined as a subquery.
 */
export function hoursByKindQuery(where: SQL): SQL {
  const sums = HOUR_KINDS.map(
    (kind) =>
      sql`coalesce(sum(hours) FILTER (WHERE time_code IN ${sql.raw(sqlList(HOUR_KIND_CODES[kind]))}), 0)::numeric(12,2)::text AS ${sql.raw(hourKindColumn(kind))}`,
  );
  return sql`SELECT ${sql.join(sums, sql`, `)} FROM time_reports WHERE ${where}`;
}

/** The sums `hoursByKindSelect` read, from its row ("0.00" for a kind it did not find). */
export function readHoursByKind(row: Record<string, unknown> | undefined): Record<HourKind, string> {
  return Object.fromEntries(HOUR_KINDS.map((kind) => [kind, String(row?.[hourKindColumn(kind)] ?? "0.00")])) as Record<HourKind, string>;
}
