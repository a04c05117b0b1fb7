import { useMemo } from "react";
import type { DateForm, HoursForm } from "@shared/domain/swedish";
import { formatCountIn, formatDateIn, formatHoursIn, formatKronorIn, formatMonthYearIn } from "@shared/i18n/format";
import { wallDateTime } from "@shared/wall-clock";
import { formatDateTime } from "@/lib/format";
import { currentDateNames, useLocale } from "./runtime";

/**
 * Dates, hours and kronor in the active language (shared/i18n/format.ts): Swedish exactly as
 * shared/domain/swedish.ts writes it, a point for decimals in English, names of weekdays and
 * months in the language.
 */
export function useFormat() {
  const locale = useLocale();
  const names = currentDateNames();
  return useMemo(() => {
    return {
      locale,
      date: (iso: string, form: DateForm) => formatDateIn(names, iso, form),
      monthYear: (year: number, month: number) => formatMonthYearIn(names, year, month),
      hours: (hours: string | number, form?: HoursForm) => formatHoursIn(locale, hours, form),
      /** A count for a plural's `{n}`: '1 000' in Swedish, '1,000' in English. */
      count: (n: number) => formatCountIn(locale, n),
      /** Kronor ("307.50" as the API sends them, or öre): '1 234,50 kr', in English '1,234.50 kr'. */
      kronor: (amount: number | string) => formatKronorIn(locale, amount),
      /**
       * An ISO timestamp in Stockholm time: '21 nov. 2026 14:05', '21 Nov 2026 14:05',
       * '21 lis 2026 14:05'; Swedish exactly as `formatDateTime` writes it.
       */
      dateTime: (timestamp: string) => {
        if (locale === "sv") return formatDateTime(timestamp);
        const wall = wallDateTime(new Date(timestamp));
        return `${formatDateIn(names, wall.slice(0, 10), "short")} ${wall.slice(11, 16)}`;
      },
    };
  }, [locale, names]);
}
