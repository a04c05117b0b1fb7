import { DEFAULT_TIME_ZONE } from "@shared/dates";

// The dates below are written out as date-fns writes their patterns in Swedish (sv locale),
// and held to it for every day from 1900 to 2100 by client/src/lib/format.test.ts. Written out
// because the calendar labels every day (date-fns reads the pattern again on each call), and
// because `format` with its locales is 25 kB that the worker's dashboard would otherwise load
// (docs/decisions/2026-11-24-client-bundles.md).
const WEEKDAYS = ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"];
const WEEKDAYS_SHORT = ["sö", "må", "ti", "on", "to", "fr", "lö"];
const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];
const MONTHS_SHORT = ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."];

/**
 * The parts of a `YYYY-MM-DD` date (or of a timestamp's date part), weekday 0 = Sunday; null
 * for anything that is not a real calendar day, which the formatters below then show as given.
 */
function dateParts(iso: string): { year: string; month: number; day: number; weekday: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { year: match[1], month: m - 1, day: d, weekday: date.getUTCDay() };
}

/** 'lördag 21 november 2026' (date-fns "EEEE d MMMM yyyy"). */
export function formatLongDate(iso: string): string {
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { year, month, day, weekday } = parts;
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}

/** 'november 2026' for a month (1-12) (date-fns "LLLL yyyy"). */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${String(year).padStart(4, "0")}`;
}

/** '21 nov. 2026' (date-fns "d MMM yyyy"). */
export function formatShortDate(iso: string): string {
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { year, month, day } = parts;
  return `${day} ${MONTHS_SHORT[month]} ${year}`;
}

/** 'lö 21/11' for compact lists and grids (date-fns "EEEEEE d/M"). */
export function formatDayShort(iso: string): string {
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { month, day, weekday } = parts;
  return `${WEEKDAYS_SHORT[weekday]} ${day}/${month + 1}`;
}

// The dashboard's first screen uses no Intl at all: a browser's first Intl call of a page loads
// its locale data, 30–50 ms here before any slowdown
// (docs/decisions/2026-11-24-client-bundles.md). The date-time formatter is made on
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
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { month, day, weekday } = parts;
  const name = WEEKDAYS[weekday];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${day} ${MONTHS_SHORT[month].replace(/\.$/, "")}`;
}
