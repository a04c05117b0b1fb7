/**
 * Swedish numbers, hours, dates and months, one definition each for the screens, the messages,
 * the CSV files and the PDFs.
 *
 * Plain string work, no date-fns and no Intl on any path the screens reach: the worker's
 * dashboard loads neither (docs/decisions/2026-11-24-client-bundles.md,
 * docs/decisions/2026-11-24-client-bundles.md). The dates are written as date-fns
 * writes their patterns in Swedish (sv locale) and the screen's numbers as
 * Intl.NumberFormat("sv-SE") writes them; client/src/lib/format.test.ts holds both to it.
 */
import { SWEDISH_MONTHS } from "../i18n/date-names";
import { parseKronor } from "./expenses";
import { dateParts } from "../dates";

/** 1 → 'januari' (date-fns "LLLL"), index 0 = January; also the Swedish of shared/i18n/date-names.ts. */
export const MONTH_NAMES = SWEDISH_MONTHS;
/** 'jan.' (date-fns "MMM"). */
const MONTH_NAMES_SHORT = ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."] as const;
/** Index 0 = Sunday, as `getUTCDay`. */
const WEEKDAY_NAMES = ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"] as const;
const WEEKDAY_NAMES_SHORT = ["sö", "må", "ti", "on", "to", "fr", "lö"] as const;
/** The columns of a week, Monday first, as Swedish calendars are. */
export const WEEKDAY_HEADINGS = ["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"] as const;

/** A month (1-12) by name: 1 → 'januari'; anything else as the number. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** 'november 2026' for a month (1-12) (date-fns "LLLL yyyy"). */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${String(year).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** As Intl writes sv-SE: a real minus and a no-break space between thousands. */
const MINUS = "\u2212";
const NO_BREAK_SPACE = "\u00a0";

export interface NumberStyle {
  /** Exactly this many decimals, rounded half away from zero; left out, as many as the number has. */
  decimals?: number;
  /**
   * - `space` (the default): thousands set apart by a plain space, a hyphen for minus, as the
   *   messages write limits ("999 999");
   * - `screen`: as Intl.NumberFormat("sv-SE") writes it, a no-break space and a real minus;
   * - `none`: no grouping, a hyphen for minus (CSV cells, messages' hours, input fields).
   */
  grouping?: "space" | "screen" | "none";
}

/** A count on a screen, as Intl writes it: 1000000 → '1 000 000' (no-break spaces). */
export const COUNT_STYLE: NumberStyle = { decimals: 0, grouping: "screen" };

/** A count with its noun in the right number: (1, 'bild', 'bilder') → '1 bild', 2 → '2 bilder', 0 → '0 bilder'. */
export function countOf(n: number, singular: string, plural: string): string {
  return `${swedishNumber(n, COUNT_STYLE)} ${n === 1 ? singular : plural}`;
}

/** `digits` ("1234") plus one in the last place: "1235", "999" → "1000". */
function incremented(digits: string): string {
  const chars = digits.split("");
  let i = chars.length - 1;
  for (; i >= 0 && chars[i] === "9"; i--) chars[i] = "0";
  if (i < 0) return `1${chars.join("")}`;
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join("");
}

/** A number with a decimal comma: 0.5 → "0,5", 999999 → "999 999", 7.25 with 1 decimal → "7,3". */
export function swedishNumber(n: number, style: NumberStyle = {}): string {
  const { decimals, grouping = "space" } = style;
  const thousands = grouping === "screen" ? NO_BREAK_SPACE : grouping === "space" ? " " : "";
  const minus = grouping === "screen" ? MINUS : "-";
  const plain = String(Math.abs(n));
  if (decimals === undefined || !Number.isFinite(n) || plain.includes("e")) {
    if (grouping === "screen" && decimals !== undefined) {
      // What JavaScript writes with an exponent, NaN and the infinities: never a screen's figure.
      return new Intl.NumberFormat("sv-SE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
    }
    const written = decimals === undefined ? String(n) : n.toFixed(decimals);
    const [whole, fraction] = written.split(".");
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands).replace("-", minus);
    return fraction ? `${grouped},${fraction}` : grouped;
  }
  const [whole, fraction = ""] = plain.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* "5" */) digits = incremented(digits);
  const integer = digits.slice(0, digits.length - decimals);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, thousands);
  // Intl writes a negative zero with its sign; JavaScript's toFixed does not.
  const sign = n < 0 || (grouping === "screen" && Object.is(n, -0)) ? minus : "";
  return decimals > 0 ? `${sign}${grouped},${digits.slice(digits.length - decimals)}` : `${sign}${grouped}`;
}

/** "-210.00" → -21000; null for what is not kronor with at most two decimals. */
function oreOfText(kronor: string): number | null {
  const negative = /^\s*-/.test(kronor);
  const parsed = parseKronor(kronor.trim().replace(/^-/, ""));
  return parsed === null ? null : negative ? -parsed : parsed;
}

/** An amount as `formatKronor` takes it, in öre: kronor as the API sends them ("307.50") or öre; null for what is not one. */
export function amountInOre(ore: number | string): number | null {
  return typeof ore === "number" ? (Number.isSafeInteger(ore) ? ore : null) : oreOfText(ore);
}

/**
 * Money as the screens and PDFs write it, as Intl writes sv-SE kronor: "1050.00" → '1 050,00 kr'
 * (no-break spaces, so the figure never wraps from its unit), -21000 → '−210,00 kr' (a real
 * minus). A string is kronor as the API sends them ("307.50"); a number is öre (30750), as
 * shared/domain/expenses.ts counts. What is not an amount is '–'.
 */
export function formatKronor(ore: number | string): string {
  const value = amountInOre(ore);
  if (value === null) return "–";
  const abs = Math.abs(value);
  const whole = swedishNumber(Math.floor(abs / 100), COUNT_STYLE);
  const sign = value < 0 ? MINUS : "";
  return `${sign}${whole},${String(abs % 100).padStart(2, "0")}${NO_BREAK_SPACE}kr`;
}

/**
 * How hours are written:
 * - `screen` (the default): one decimal, as the screens and PDFs show them: "7.50" → '7,5',
 *   1000 → '1 000,0'; what is not a number is '–';
 * - `plain`: one decimal, no grouping: CSV cells and the working-time messages ("52,0");
 * - `input`: as a worker types them, no trailing zeros: "7.50" → '7,5', "8.00" → '8'; what is
 *   not a number is ''.
 */
export type HoursForm = "screen" | "plain" | "input";

/** Hours ("7.50" as the API sends them, or a number) in Swedish. */
export function formatHours(hours: string | number, form: HoursForm = "screen"): string {
  const n = typeof hours === "number" ? hours : Number(hours);
  if (form === "screen") return Number.isFinite(n) ? swedishNumber(n, { decimals: 1, grouping: "screen" }) : "–";
  if (form === "input") return Number.isFinite(n) ? swedishNumber(n, { grouping: "none" }) : "";
  return swedishNumber(n, { decimals: 1, grouping: "none" });
}

// ---------------------------------------------------------------------------------------------
// Dates

/**
 * - `long`: 'lördag 21 november 2026' (date-fns "EEEE d MMMM yyyy");
 * - `day-month-year`: '21 november 2026' (date-fns "d MMMM yyyy"), in running text;
 * - `short`: '21 nov. 2026' (date-fns "d MMM yyyy");
 * - `day-month-short`: '21 nov.' (date-fns "d MMM");
 * - `day-slash-month`: '21/11' (date-fns "d/M");
 * - `weekday-short`: 'lö 21/11', for compact lists and grids (date-fns "EEEEEE d/M");
 * - `weekday-day-month`: 'Onsdag 18 nov', capitalised, no abbreviation dot.
 */
export type DateForm = "long" | "day-month-year" | "short" | "day-month-short" | "day-slash-month" | "weekday-short" | "weekday-day-month";

/** A `YYYY-MM-DD` date (or a timestamp's date part) in Swedish; what is not a calendar day as given. */
export function formatDate(iso: string, form: DateForm): string {
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { year, month, day, weekday } = parts;
  switch (form) {
    case "long":
      return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month]} ${year}`;
    case "day-month-year":
      return `${day} ${MONTH_NAMES[month]} ${year}`;
    case "short":
      return `${day} ${MONTH_NAMES_SHORT[month]} ${year}`;
    case "day-month-short":
      return `${day} ${MONTH_NAMES_SHORT[month]}`;
    case "day-slash-month":
      return `${day}/${month + 1}`;
    case "weekday-short":
      return `${WEEKDAY_NAMES_SHORT[weekday]} ${day}/${month + 1}`;
    case "weekday-day-month": {
      const name = WEEKDAY_NAMES[weekday];
      return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${day} ${MONTH_NAMES_SHORT[month].replace(/\.$/, "")}`;
    }
  }
}
