import { DEFAULT_TIME_ZONE } from "@shared/dates";

// Dates, hours and numbers are written by shared/domain (swedish.ts), without Intl. The
// dashboard's first screen uses no Intl at all: a browser's first Intl call of a page loads
// its locale data, 30–50 ms here before any slowdown
// (docs/decisions/2026-11-24-client-bundles.md). So the date-time formatter is made
// on first use.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An ISO timestamp in Stockholm time: '21 nov. 2026 14:05'. */
export function formatDateTime(timestamp: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("sv-SE", {
    timeZone: DEFAULT_TIME_ZONE,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return dateTimeFormat.format(new Date(timestamp)).replace(",", "");
}

/** At most two letters: first and last name, 'Erik Andersson' → 'EA'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
