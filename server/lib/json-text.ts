import { sql, type SQL } from "drizzle-orm";

/**
 * JSON text made by PostgreSQL for an answer (decision 2026-11-23-list-json-from-postgres):
 * sent as it came, never parsed and serialised again in the app.
 */
export type JsonText = string & { readonly jsonText: unique symbol };

/** The items as one JSON array. */
export function jsonArray(items: readonly JsonText[]): JsonText {
  return `[${items.join(",")}]` as JsonText;
}

/** `value`'s JSON with one more member, `key`, whose value is `raw` as it is. */
export function withJsonMember(value: Record<string, unknown>, key: string, raw: JsonText): JsonText {
  const json = JSON.stringify(value);
  const separator = json === "{}" ? "" : ",";
  return `${json.slice(0, -1)}${separator}${JSON.stringify(key)}:${raw}}` as JsonText;
}

/** A timestamp in SQL as JavaScript's `toISOString()` writes it: UTC, milliseconds (truncated), `Z`. */
export function isoTimestamp(column: SQL | { getSQL(): SQL }): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
