import { format } from "date-fns";
import { sv } from "date-fns/locale";
import { DEFAULT_TIME_ZONE } from "@shared/dates";

/** A `YYYY-MM-DD` date as a local Date at midnight, so formatting never shifts the day. */
function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** 'lördag 21 november 2026' */
export function formatLongDate(iso: string): string {
  return format(fromIsoDate(iso), "EEEE d MMMM yyyy", { locale: sv });
}

/** '21 nov. 2026' */
export function formatShortDate(iso: string): string {
  return format(fromIsoDate(iso), "d MMM yyyy", { locale: sv });
}

/** 'lör 21/11' for compact lists and grids. */
export function formatDayShort(iso: string): string {
  return format(fromIsoDate(iso), "EEEEEE d/M", { locale: sv });
}

const dateTimeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: DEFAULT_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** An ISO timestamp in Stockholm time: '21 nov. 2026 14:05'. */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp)).replace(",", "");
}

const hoursFormat = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Hours with one decimal and a decimal comma: "7.50" → '7,5'. */
export function formatHours(hours: string | number): string {
  const n = typeof hours === "number" ? hours : Number(hours);
  return Number.isFinite(n) ? hoursFormat.format(n) : "–";
}

const countFormat = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });

/** A count with a space between thousands, as Swedish writes it: 1000000 → '1 000 000'. */
export function formatCount(n: number): string {
  return countFormat.format(n);
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

/** Hours as a worker types them, with a decimal comma and no trailing zeros: "7.50" → '7,5', "8.00" → '8'. */
export function formatHoursInput(hours: string | number): string {
  const n = typeof hours === "number" ? hours : Number(hours);
  return Number.isFinite(n) ? String(n).replace(".", ",") : "";
}

/** 'Onsdag 18 nov': a weekday, the day and the short month, no abbreviation dot. */
export function formatWeekdayDayMonth(iso: string): string {
  const text = format(fromIsoDate(iso), "EEEE d MMM", { locale: sv }).replace(/\.$/, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
