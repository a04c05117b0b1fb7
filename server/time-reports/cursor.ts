import { isIsoDate } from "../../shared/dates";
import { MSG } from "../../shared/validation/messages";
import { badRequest } from "../lib/errors";

/**
 * The report list's sort key of one row: its date, its created_at to the microsecond as the
 * database wrote it in UTC (`2026-11-23T08:15:42.123456Z`; a JS Date would drop the last three
 * digits and skip or repeat rows that share the millisecond), and its id.
 */
export interface ReportCursor {
  date: string;
  createdAt: string;
  id: string;
}

const VERSION = "1";
const CREATED_AT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque `X-Next-Cursor` token: base64url of the version and the sort key. */
export function encodeCursor(key: ReportCursor): string {
  return Buffer.from([VERSION, key.date, key.createdAt, key.id].join("|"), "utf8").toString("base64url");
}

function parseCursor(token: string): ReportCursor | null {
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
export function decodeCursor(token: string): ReportCursor {
  const cursor = parseCursor(token);
  if (!cursor) throw badRequest(MSG.invalidInput);
  return cursor;
}
