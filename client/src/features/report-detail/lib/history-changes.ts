import type { ReportHistoryAction } from "@shared/types";
import { formatHours, isTimeCode, type TimeCode } from "@shared/domain";
import { timeCodeLabel } from "@/lib/time-codes";

type Row = Record<string, unknown> | null;

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** The fields an admin cares about, by their key in the audit row; the screen names them in its language. */
type HistoryField = "timeCode" | "date" | "hours" | "projectId" | "description" | "imageUrls" | "receiptImageUrls" | "receiptsConfirmed";

/** How a value is written in the reader's language; Swedish unless a screen passes its own. */
export interface HistoryWords {
  timeCode: (code: TimeCode) => string;
  hours: (hours: string) => string;
  yes: string;
  no: string;
}

const SWEDISH_WORDS: HistoryWords = { timeCode: timeCodeLabel, hours: formatHours, yes: "Ja", no: "Nej" };

/** The fields an admin cares about, each with how to show one value. */
const FIELDS: { key: HistoryField; show: (v: unknown, words: HistoryWords) => string }[] = [
  { key: "timeCode", show: (v, words) => (isTimeCode(v) ? words.timeCode(v) : String(v ?? "")) },
  { key: "date", show: (v) => String(v ?? "").slice(0, 10) },
  { key: "hours", show: (v, words) => words.hours(String(v ?? "")) },
  { key: "projectId", show: () => "" },
  { key: "description", show: (v) => String(v ?? "") },
  { key: "imageUrls", show: (v) => String(count(v)) },
  { key: "receiptImageUrls", show: (v) => String(count(v)) },
  { key: "receiptsConfirmed", show: (v, words) => (v ? words.yes : words.no) },
];

export interface FieldChange {
  key: HistoryField;
  /** Empty when the values mean nothing to a reader (ids). */
  from: string;
  to: string;
}

/** What an update changed, field by field, from the audit row's before and after. */
export function describeChanges(before: Row, after: Row, words: HistoryWords = SWEDISH_WORDS): FieldChange[] {
  if (!before || !after) return [];
  return FIELDS.filter(({ key }) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map(({ key, show }) => ({
    key,
    from: show(before[key], words),
    to: show(after[key], words),
  }));
}

/** Where an entry's audit row keeps the admin's reason in its after-state. */
const REASON_KEYS: Partial<Record<ReportHistoryAction, string>> = { return: "returnReason", unverify: "reason", reject: "reason" };

/** The reason of a 'return', 'unverify' or 'reject' entry, as the audit row's after-state keeps it; null when absent. */
export function reasonOf(action: ReportHistoryAction, after: Row): string | null {
  const key = REASON_KEYS[action];
  const reason = key ? after?.[key] : undefined;
  return typeof reason === "string" && reason.trim() !== "" ? reason : null;
}
