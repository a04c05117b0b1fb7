import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isIsoDate } from "../../shared/dates";
import { badRequest, problem } from "./errors";

/**
 * The keyset of a list sorted newest first by date, then created_at, then id (the report list
 * and the expenses'): the sort key of one row, the opaque `X-Next-Cursor` token that carries it,
 * and the SQL that reads a page after it.
 */

/**
 * The sort key of one row: its date, its created_at to the microsecond as the database wrote it
 * in UTC (`2026-11-23T08:15:42.123456Z`; a JS Date would drop the last three digits and skip or
 * repeat rows that share the millisecond), and its id.
 */
export interface ListCursor {
  date: string;
  createdAt: string;
  id: string;
}

/** The columns a list is sorted by. */
export interface CursorColumns {
  date: AnyColumn;
  createdAt: AnyColumn;
  id: AnyColumn;
}

const VERSION = "1";
const CREATED_AT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque `X-Next-Cursor` token: base64url of the version and the sort key. */
export function encodeCursor(key: ListCursor): string {
  return Buffer.from([VERSION, key.date, key.createdAt, key.id].join("|"), "utf8").toString("base64url");
}

function parseCursor(token: string): ListCursor | null {
  const parts = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (parts.length !== 4) return null;
  const [version, date, createdAt, id] = parts as [string, string, string, string];
  const createdDate = CREATED_AT.exec(createdAt)?.[1];
  if (version !== VERSION || !isIsoDate(date) || !createdDate || !isIsoDate(createdDate) || !UUID.test(id)) return null;
  return { date, createdAt, id: id.toLowerCase() };
}

/**
 * The sort key of a token made by `encodeCursor`; anything else (cut short, edited, another
 * version) is a 400 'Ogiltiga uppgifter', never a query the database would refuse.
 */
export function decodeCursor(token: string): ListCursor {
  const cursor = parseCursor(token);
  if (!cursor) throw badRequest(problem("invalid-input"));
  return cursor;
}

/** created_at to the microsecond in UTC, as the cursor carries it. */
export function cursorCreatedAtSql(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after `c` in the list's order (newest first): one row comparison, an index range. */
export function afterCursorSql(columns: CursorColumns, c: ListCursor): SQL {
  return sql`(${columns.date}, ${columns.createdAt}, ${columns.id}) < (${c.date}::date, ${c.createdAt}::timestamptz, ${c.id}::uuid)`;
}

/**
 * A page of `rows`, read one row longer than `limit` to know whether another page follows: the
 * rows shown, and the sort key of the last of them when another page follows.
 */
export function pageAndNext<T>(rows: readonly T[], limit: number, keyOf: (row: T) => ListCursor): { shown: T[]; next: ListCursor | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { shown, next: rows.length > limit && last !== undefined ? keyOf(last) : null };
}
