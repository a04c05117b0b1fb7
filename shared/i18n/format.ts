/**
 * Numbers, hours and dates in the reader's language (docs/product-rules.md §17, docs/i18n.md).
 *
 * - Dates keep their `YYYY-MM-DD` wherever a date is written as a date; the forms with names
 *   ('lördag 21 november 2026') name the weekday and month in the language, from date-fns's
 *   locales, loaded only when a language other than Swedish is used (`loadDateNames` in
 *   ./date-names.ts).
 * - A decimal comma in Swedish and Polish, a point in English. Swedish is written exactly as
 *   shared/domain/swedish.ts writes it, so the Swedish screens do not change.
 * - Hours typed into a field are read with a comma or a point in every language
 *   (`hoursSchema` in shared/validation/time-reports.ts).
 * - Money in kronor: '1 234,50 kr' in Swedish and Polish, '1,234.50 kr' in English (`formatKronorIn`).
 * - Counts with a noun go through the catalogs' ICU plurals (Intl.PluralRules), not here.
 */
import { dateParts } from "../dates";
import {
  amountInOre,
  COUNT_STYLE,
  formatKronor,
  formatDate as formatSwedishDate,
  formatHours as formatSwedishHours,
  swedishNumber,
  type DateForm,
  type HoursForm,
} from "../domain/swedish";
import type { DateNames } from "./date-names";
import type { Locale } from "./locales";

const capitalised = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

/**
 * A date in the forms of shared/domain/swedish.ts (`formatDate`), named in `names`' language:
 * 'long' is 'sobota 21 listopada 2026' in Polish, 'Saturday 21 November 2026' in English.
 * Swedish is exactly `formatDate`'s; what is not a calendar day is given back as it is.
 */
export function formatDateIn(names: DateNames, iso: string, form: DateForm): string {
  if (names.locale === "sv") return formatSwedishDate(iso, form);
  const parts = dateParts(iso);
  if (!parts) return iso;
  const { year, month, day, weekday } = parts;
  switch (form) {
    case "long":
      return `${names.weekdays[weekday]} ${day} ${names.months[month]} ${year}`;
    case "day-month-year":
      return `${day} ${names.months[month]} ${year}`;
    case "short":
      return `${day} ${names.monthsShort[month]} ${year}`;
    case "day-month-short":
      return `${day} ${names.monthsShort[month]}`;
    case "day-slash-month":
      return `${day}/${month + 1}`;
    case "weekday-short":
      return `${names.weekdaysShort[weekday]} ${day}/${month + 1}`;
    case "weekday-day-month":
      return `${capitalised(names.weekdays[weekday])} ${day} ${names.monthsShort[month].replace(/\.$/, "")}`;
  }
}

/** 'listopad 2026': a month on its own (1-12), as a calendar's heading. */
export function formatMonthYearIn(names: DateNames, year: number, month: number): string {
  return `${names.monthsStandalone[month - 1] ?? month} ${String(year).padStart(4, "0")}`;
}

/** The decimal sign of a language: a comma in Swedish and Polish, a point in English. */
export function decimalSeparator(locale: Locale): "," | "." {
  return locale === "en" ? "." : ",";
}

const INTL_TAGS: Record<Exclude<Locale, "sv">, string> = { en: "en-GB", pl: "pl-PL" };
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number on screen with `decimals` decimals, as Intl writes it in the language (sv-SE for Swedish). */
export function formatNumberIn(locale: Locale, n: number, decimals: number): string {
  const key = `${locale}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === "sv" ? "sv-SE" : INTL_TAGS[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/**
 * A count beside its noun ('1 000 rapporter', '1,000 reports'), the figure an ICU plural names
 * as `{n}`: Swedish exactly as shared/domain writes counts (COUNT_STYLE), the others by Intl.
 */
export function formatCountIn(locale: Locale, n: number): string {
  return locale === "sv" ? swedishNumber(n, COUNT_STYLE) : formatNumberIn(locale, n, 0);
}

/**
 * Hours ("7.50" as the API sends them, or a number) in the language, in the forms of
 * shared/domain/swedish.ts (`formatHours`): on screen '7,5' (sv, pl) or '7.5' (en); `input`,
 * as typed into a field, without trailing zeros. Swedish is exactly `formatHours`'s.
 */
export function formatHoursIn(locale: Locale, hours: string | number, form: HoursForm = "screen"): string {
  if (locale === "sv") return formatSwedishHours(hours, form);
  const n = typeof hours === "number" ? hours : Number(hours);
  if (!Number.isFinite(n)) return form === "screen" ? "–" : form === "input" ? "" : String(hours);
  if (form === "screen") return formatNumberIn(locale, n, 1);
  const written = form === "input" ? String(n) : n.toFixed(1);
  return written.replace(".", decimalSeparator(locale));
}

/**
 * Kronor in the language (an amount as `formatKronor` takes it: "307.50" as the API sends it, or
 * öre): '1 234,50 kr' in Swedish and Polish, exactly `formatKronor`'s; '1,234.50 kr' in English,
 * the figure as English writes it and 'kr' as on every Swedish receipt and payslip the worker
 * holds (docs/i18n.md). What is not an amount is '–'.
 */
export function formatKronorIn(locale: Locale, ore: number | string): string {
  if (locale !== "en") return formatKronor(ore);
  const value = amountInOre(ore);
  if (value === null) return "–";
  const abs = Math.abs(value);
  const sign = value < 0 ? "\u2212" : "";
  return `${sign}${formatNumberIn(locale, Math.floor(abs / 100), 0)}.${String(abs % 100).padStart(2, "0")}\u00a0kr`;
}
