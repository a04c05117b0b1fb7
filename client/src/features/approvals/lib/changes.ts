import { isTimeCode, type TimeCode } from "@shared/domain";
import type { ReportHistoryEntry } from "@shared/types";

type Row = Record<string, unknown> | null;

/** The fields of a report the arbetsledare approved that a change may have moved. */
export type ChangedField = "timeCode" | "date" | "hours" | "project" | "description" | "times" | "images";

/** One changed field, its values as shown: `null` where a value means nothing to a reader (an id). */
export interface FieldChange {
  field: ChangedField;
  from: string | null;
  to: string | null;
}

/** How the screen writes a value: a time code's name, a date, hours, in the active language. */
export interface ValueWriter {
  timeCode: (code: TimeCode) => string;
  date: (iso: string) => string;
  hours: (hours: string) => string;
}

const str = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
const times = (row: Record<string, unknown>) => (row.startTime ? `${str(row.startTime)}–${str(row.endTime)} (${str(row.breakMinutes) || "0"} min)` : "–");
const count = (v: unknown) => String(Array.isArray(v) ? v.length : 0);

/**
 * 'Ändrad efter godkännande' (docs/product-rules.md §18): what the newest change of the report
 * changed, from its history (newest first); empty when the history holds no change.
 */
export function lastChange(history: readonly ReportHistoryEntry[], write: ValueWriter): { entry: ReportHistoryEntry; changes: FieldChange[] } | null {
  const entry = history.find((e) => e.action === "update");
  if (!entry) return null;
  const before: Row = entry.changes.before;
  const after: Row = entry.changes.after;
  if (!before || !after) return { entry, changes: [] };
  const differs = (...keys: string[]) => keys.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const changes: FieldChange[] = [];
  const code = (v: unknown) => (isTimeCode(v) ? write.timeCode(v) : str(v));
  if (differs("timeCode")) changes.push({ field: "timeCode", from: code(before.timeCode), to: code(after.timeCode) });
  if (differs("date")) changes.push({ field: "date", from: write.date(str(before.date).slice(0, 10)), to: write.date(str(after.date).slice(0, 10)) });
  if (differs("hours")) changes.push({ field: "hours", from: write.hours(str(before.hours)), to: write.hours(str(after.hours)) });
  if (differs("projectId")) changes.push({ field: "project", from: null, to: null });
  if (differs("description")) changes.push({ field: "description", from: str(before.description) || "–", to: str(after.description) || "–" });
  if (differs("startTime", "endTime", "breakMinutes")) changes.push({ field: "times", from: times(before), to: times(after) });
  if (differs("imageUrls")) changes.push({ field: "images", from: count(before.imageUrls), to: count(after.imageUrls) });
  return { entry, changes };
}
