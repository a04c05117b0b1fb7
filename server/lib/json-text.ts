import { sql, type SQL } from "drizzle-orm";
import type { Response } from "express";
import { sqlString } from "../../shared/domain/sql-text";

/**
 * JSON text made by PostgreSQL for an answer (decision 2026-11-23-list-json-from-postgres):
 * sent as it came, never parsed and serialised again in the app.
 */
export type JsonText = string & { readonly jsonText: unique symbol };

/** The items as one JSON array. */
export function jsonArray(items: readonly JsonText[]): JsonText {
  return `[${items.join(",")}]` as JsonText;
}

/**
 * The most characters written to the answer at once. A string over 128 KiB, or a Buffer over
 * that, is a large allocation, in V8 and in malloc: fresh pages each time, whose page faults
 * cost 0.7 ms and more per answer on this machine. Half of that in characters stays under it
 * even as UTF-16 and as UTF-8 (docs/decisions/2026-11-24-json-answers-and-compression.md).
 */
export const JSON_PIECE_CHARS = 32 * 1024;

/**
 * Answers `before`, then the items as one JSON array, then `after`, as JSON: the same text as
 * `before + jsonArray(items) + after`, written in pieces of at most about JSON_PIECE_CHARS
 * characters instead of being made into one string first.
 */
export function sendJsonArray(res: Response, items: readonly JsonText[], { before = "", after = "" }: { before?: string; after?: string } = {}): void {
  res.type("json");
  let piece = `${before}[`;
  for (let i = 0; i < items.length; i++) {
    const next = i === 0 ? items[i] : `,${items[i]}`;
    if (piece.length + next.length > JSON_PIECE_CHARS) {
      res.write(piece);
      piece = next;
    } else {
      piece += next;
    }
  }
  res.end(`${piece}]${after}`);
}

/**
 * `value`'s JSON around one more member, `key`: what goes before its value and what after, so
 * that `before + raw + after` is withJsonMember(value, key, raw).
 */
export function aroundJsonMember(value: Record<string, unknown>, key: string): { before: string; after: string } {
  const json = JSON.stringify(value);
  const separator = json === "{}" ? "" : ",";
  return { before: `${json.slice(0, -1)}${separator}${JSON.stringify(key)}:`, after: "}" };
}

/** `value`'s JSON with one more member, `key`, whose value is `raw` as it is. */
export function withJsonMember(value: Record<string, unknown>, key: string, raw: JsonText): JsonText {
  const { before, after } = aroundJsonMember(value, key);
  return `${before}${raw}${after}` as JsonText;
}

/** A timestamp in SQL as JavaScript's `toISOString()` writes it: UTC, milliseconds (truncated), `Z`. */
export function isoTimestamp(column: SQL | { getSQL(): SQL }): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A string literal of SQL for text the code itself wrote (a JSON key and its punctuation). */
const literal = (text: string): SQL => sql.raw(sqlString(text));

/** A text or uuid column as a JSON value: a string, or `null`. */
export function jsonString(column: SQL): SQL<string> {
  return sql<string>`coalesce(to_json(${column})::text, 'null')`;
}

/**
 * One JSON object written by concatenation, each value already JSON text (jsonString,
 * isoTimestamp quoted, a nested jsonObjectText, or a boolean's text). A thousand rows of it
 * cost PostgreSQL a third of what nested json_build_object does (docs/benchmarks.md, the
 * personalliggare's control list).
 */
export function jsonObjectText(members: readonly (readonly [string, SQL])[]): SQL<string> {
  const parts = members.map(([key, value], i) => sql`${literal(`${i === 0 ? "{" : ","}${JSON.stringify(key)}:`)} || ${value}`);
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}
