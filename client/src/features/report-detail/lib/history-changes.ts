import type { ReportHistoryAction } from "@shared/types";
import { formatHours, isTimeCode } from "@shared/domain";
import { timeCodeLabel } from "@/lib/time-codes";

export const HISTORY_LABELS: Record<ReportHistoryAction, string> = {
  create: "Skapad",
  update: "Ändrad",
  verify: "Verifierad",
  reject: "Nekad",
  return: "Skickad tillbaka",
  unverify: "Attest ångrad",
  withdraw: "Tagen tillbaka",
  approve: "Godkänd av arbetsledare",
  unapprove: "Godkännande ångrat",
};

type Row = Record<string, unknown> | null;

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** The fields an admin cares about, each with how to show one value. */
const FIELDS: { key: string; label: string; show: (v: unknown) => string }[] = [
  { key: "timeCode", label: "Typ", show: (v) => (isTimeCode(v) ? timeCodeLabel(v) : String(v ?? "")) },
  { key: "date", label: "Datum", show: (v) => String(v ?? "").slice(0, 10) },
  { key: "hours", label: "Timmar", show: (v) => formatHours(String(v ?? "")) },
  { key: "projectId", label: "Projekt", show: () => "" },
  { key: "description", label: "Beskrivning", show: (v) => String(v ?? "") },
  { key: "imageUrls", label: "Bilder", show: (v) => String(count(v)) },
  { key: "receiptImageUrls", label: "Kvitton", show: (v) => String(count(v)) },
  { key: "receiptsConfirmed", label: "Kvitton bekräftade", show: (v) => (v ? "Ja" : "Nej") },
];

export interface FieldChange {
  label: string;
  /** Empty when the values mean nothing to a reader (ids). */
  from: string;
  to: string;
}

/** What an update changed, in Swedish, from the audit row's before and after. */
export function describeChanges(before: Row, after: Row): FieldChange[] {
  if (!before || !after) return [];
  return FIELDS.filter(({ key }) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map(({ key, label, show }) => ({
    label,
    from: show(before[key]),
    to: show(after[key]),
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
