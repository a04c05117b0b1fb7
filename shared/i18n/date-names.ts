/**
 * The names of months and weekdays in each language (docs/i18n.md): Swedish built in (the
 * login and the worker's first screen need no date-fns), the others from date-fns's locales,
 * fetched the first time their language is used.
 */
import type { Locale as DateFnsLocale } from "date-fns";
import type { Locale } from "./locales";

/** The names a date's forms use, in one language. Index 0 = January; weekdays index 0 = Sunday. */
export interface DateNames {
  locale: Locale;
  /** As in a date: 'listopada' in Polish ('21 listopada 2026'). */
  months: readonly string[];
  /** A month on its own: 'listopad 2026'. */
  monthsStandalone: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
}

/** 1 → 'januari' (date-fns "LLLL"), index 0 = January. */
export const SWEDISH_MONTHS = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
] as const;

export const SWEDISH_DATE_NAMES: DateNames = {
  locale: "sv",
  months: SWEDISH_MONTHS,
  monthsStandalone: SWEDISH_MONTHS,
  // date-fns "MMM" and "EEEE", "EEEEEE" in Swedish; index 0 = Sunday.
  monthsShort: ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."],
  weekdays: ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"],
  weekdaysShort: ["sö", "må", "ti", "on", "to", "fr", "lö"],
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The names date-fns's `locale` gives its months and weekdays. */
export function dateNamesFrom(locale: Locale, dateFns: DateFnsLocale): DateNames {
  const localize = dateFns.localize;
  return {
    locale,
    months: range(12).map((m) => localize.month(m as 0, { width: "wide", context: "formatting" })),
    monthsStandalone: range(12).map((m) => localize.month(m as 0, { width: "wide", context: "standalone" })),
    monthsShort: range(12).map((m) => localize.month(m as 0, { width: "abbreviated", context: "formatting" })),
    weekdays: range(7).map((d) => localize.day(d as 0, { width: "wide", context: "formatting" })),
    weekdaysShort: range(7).map((d) => localize.day(d as 0, { width: "short", context: "formatting" })),
  };
}

/** A language's date names: Swedish at once, the others with date-fns's locale, fetched on first use. */
export async function loadDateNames(locale: Locale): Promise<DateNames> {
  switch (locale) {
    case "sv":
      return SWEDISH_DATE_NAMES;
    case "en":
      return dateNamesFrom(locale, (await import("date-fns/locale/en-GB")).enGB);
    case "pl":
      return dateNamesFrom(locale, (await import("date-fns/locale/pl")).pl);
  }
}
