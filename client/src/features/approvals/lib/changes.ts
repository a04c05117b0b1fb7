import { isTimeCode, type TimeCode } from "@shared/domain";
import type { ExpenseHistoryEntry, ReportHistoryEntry } from "@shared/types";

type Row = Record<string, unknown> | null;

/**
 * The fields of a report or an expense the arbetsledare approved that a change may have moved: a
 * report's, and an expense's amount, VAT, kilometres, a trip's times, its free meals, whether the
 * lodging was paid, and the receipts.
 */
export type ChangedField =
  | "timeCode"
  | "date"
  | "hours"
  | "project"
  | "description"
  | "times"
  | "images"
  | "amount"
  | "vat"
  | "km"
  | "trip"
  | "meals"
  | "lodging"
  | "receipts";

/** One changed field, its values as shown: `null` where a value means nothing to a reader (an id). */
export interface FieldChange {
  field: ChangedField;
  from: string | null;
  to: string | null;
}

/** How the screen writes a value: a time code's name, a date, hours, kronor, kilometres, yes or no, in the active language. */
export interface ValueWriter {
  timeCode: (code: TimeCode) => string;
  date: (iso: string) => string;
  hours: (hours: string) => string;
  kronor: (amount: string) => string;
  km: (km: string) => string;
  yesNo: (yes: boolean) => string;
}

const str = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
const times = (row: Record<string, unknown>) => (row.startTime ? `${str(row.startTime)}–${str(row.endTime)} (${str(row.breakMinutes) || "0"} min)` : "–");
const count = (v: unknown) => String(Array.isArray(v) ? v.length : 0);
/** The meals of a trip that were free, counted over its days. */
const freeMeals = (v: unknown) =>
  String(
    Array.isArray(v)
      ? v.reduce((n: number, day: Record<string, unknown>) => n + [day.breakfast, day.lunch, day.dinner].filter((meal) => meal === true).length, 0)
      : 0,
  );
/** A trip's departure and return, `YYYY-MM-DDTHH:MM`, as the screen writes dates with the clock time. */
const trip = (row: Record<string, unknown>, write: ValueWriter) => {
  const at = (v: unknown) => (typeof v === "string" && v.length >= 16 ? `${write.date(v.slice(0, 10))} ${v.slice(11, 16)}` : "–");
  return `${at(row.departAt)} – ${at(row.returnAt)}`;
};

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

/**
 * 'Ändrad efter godkännande' of an expense (docs/product-rules.md §18): what the newest change
 * moved, from the expense's history (newest first), the fields of its kind; the amount first,
 * since that is what is paid. Empty when the history holds no change.
 */
export function lastExpenseChange(history: readonly ExpenseHistoryEntry[], write: ValueWriter): { entry: ExpenseHistoryEntry; changes: FieldChange[] } | null {
  const entry = history.find((e) => e.action === "update");
  if (!entry) return null;
  const before: Row = entry.changes.before;
  const after: Row = entry.changes.after;
  if (!before || !after) return { entry, changes: [] };
  const differs = (...keys: string[]) => keys.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  const changes: FieldChange[] = [];
  const both = (field: ChangedField, value: (row: Record<string, unknown>) => string) => changes.push({ field, from: value(before), to: value(after) });
  if (differs("amount")) both("amount", (r) => write.kronor(str(r.amount)));
  if (differs("date")) both("date", (r) => write.date(str(r.date).slice(0, 10)));
  if (differs("projectId")) changes.push({ field: "project", from: null, to: null });
  if (differs("description")) both("description", (r) => str(r.description) || "–");
  if (differs("vat")) both("vat", (r) => (r.vat === null || r.vat === undefined ? "–" : write.kronor(str(r.vat))));
  if (differs("km")) both("km", (r) => write.km(str(r.km)));
  if (differs("departAt", "returnAt")) both("trip", (r) => trip(r, write));
  if (differs("meals")) both("meals", (r) => freeMeals(r.meals));
  if (differs("lodgingPaid")) both("lodging", (r) => write.yesNo(r.lodgingPaid === true));
  if (differs("receiptImageUrls")) both("receipts", (r) => count(r.receiptImageUrls));
  return { entry, changes };
}
