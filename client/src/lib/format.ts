import { format } from "date-fns";
import { sv } from "date-fns/locale";
import { DEFAULT_TIME_ZONE } from "@shared/dates";

/** A `YYYY-MM-DD` date as a local Date at midnight, so formatting never shifts the day. */
function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(y, m - 1, d);
}

const WEEKDAYS = ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"];
const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/**
 * 'lördag 21 november 2026', as date-fns writes "EEEE d MMMM yyyy" in Swedish (held to it by
 * a unit test). Written out because the calendar labels every day with it: date-fns reads
 * the pattern again on each call, which made it a visible part of the calendar's render.
 */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${String(y).padStart(4, "0")}`;
}

/** '21 nov. 2026' */
export function formatShortDate(iso: string): string {
  return format(fromIsoDate(iso), "d MMM yyyy", { locale: sv });
}

/** 'lör 21/11' for compact lists and grids. */
export function formatDayShort(iso: string): string {
  return format(fromIsoDate(iso), "EEEEEE d/M", { locale: sv });
}

// The dashboard's first screen uses no Intl at all: a browser's first Intl call of a page loads
// its locale data, 30–50 ms here before any slowdown
// (docs/decisions/2026-11-24-first-screen-without-intl.md). The date-time formatter is made on
// first use; hours and counts are written out below, as Intl writes them for sv-SE.
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

/** Swedish number signs, as Intl writes them for sv-SE: a real minus and a no-break space between thousands. */
const MINUS = "\u2212";
const THOUSANDS = "\u00a0";

/** `digits` ("1234") plus one in the last place: "1235", "999" → "1000". */
function incremented(digits: string): string {
  const chars = digits.split("");
  let i = chars.length - 1;
  for (; i >= 0 && chars[i] === "9"; i--) chars[i] = "0";
  if (i < 0) return `1${chars.join("")}`;
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join("");
}

/**
 * `n` with exactly `decimals` decimals, rounded half away from zero from its shortest decimal
 * form, with a decimal comma and grouped thousands: what Intl.NumberFormat("sv-SE") writes
 * with minimum and maximum fraction digits both `decimals` (client/src/lib/format.test.ts
 * holds the two together). What JavaScript writes with an exponent, and NaN and the
 * infinities, go to Intl.
 */
function formatSwedish(n: number, decimals: number): string {
  const plain = String(Math.abs(n));
  if (!Number.isFinite(n) || plain.includes("e")) {
    return new Intl.NumberFormat("sv-SE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  }
  const [whole, fraction = ""] = plain.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* "5" */) digits = incremented(digits);
  const integer = digits.slice(0, digits.length - decimals);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
  const sign = n < 0 || Object.is(n, -0) ? MINUS : "";
  return decimals > 0 ? `${sign}${grouped},${digits.slice(digits.length - decimals)}` : `${sign}${grouped}`;
}

/** Hours with one decimal and a decimal comma: "7.50" → '7,5'. */
export function formatHours(hours: string | number): string {
  const n = typeof hours === "number" ? hours : Number(hours);
  return Number.isFinite(n) ? formatSwedish(n, 1) : "–";
}

/** A count with a space between thousands, as Swedish writes it: 1000000 → '1 000 000'. */
export function formatCount(n: number): string {
  return formatSwedish(n, 0);
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
