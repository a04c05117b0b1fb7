import { useCallback } from "react";
import { addDays, dateParts, isoWeekOf, weekStart } from "@shared/dates";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { DateNames } from "@shared/i18n/date-names";
import { formatDateIn, formatHoursIn, formatMonthYearIn } from "@shared/i18n/format";
import type { WorkingTimeFinding } from "@shared/working-time";
import { currentDateNames, useT, type Translate } from "@/lib/i18n/runtime";

/** What a warning's sentence is made of: a finding of the shared rules, or a warning as the API answers it (or as a dashboard kept offline holds it). */
export type WarningFacts = Pick<WorkingTimeFinding, "date" | "rule" | "figures" | "message">;

/**
 * A limit of Arbetstidslagen passed, said in the reader's language from the figures the rules
 * found (docs/product-rules.md §11, docs/i18n.md): in Swedish exactly the rules' own `message`
 * ('Övertid 52,0 h i november 2026 – gränsen är 50 h per månad'), in English and Polish the same
 * facts with the language's decimal sign and month names.
 */
export function warningText(w: WarningFacts, t: Translate<typeof shellSv>, names: DateNames): string {
  // A warning kept offline from before the figures were sent has only its Swedish sentence.
  if (!w.figures) return w.message;
  const { amount, limit, since } = w.figures;
  const hours = (n: number) => formatHoursIn(names.locale, n, "plain");
  // A limit as the settings hold it: whole hours bare ("50"), anything else with one decimal.
  const limitHours = (n: number) => (Number.isInteger(n) ? String(n) : hours(n));
  const duration = (minutes: number) => {
    const whole = Math.max(0, Math.round(minutes));
    const [h, m] = [String(Math.floor(whole / 60)), String(whole % 60)];
    return whole % 60 === 0 ? t("shell.workingTime.durationWhole", { hours: h }) : t("shell.workingTime.duration", { hours: h, minutes: m });
  };
  const week = (monday: string) => {
    const { week, year } = isoWeekOf(monday);
    return { week: String(week), year: String(year) };
  };
  switch (w.rule) {
    case "ordinary-week":
      return t("shell.workingTime.ordinary-week", { hours: hours(amount), limit: limitHours(limit), ...week(weekStart(w.date)) });
    case "overtime-month":
      return t("shell.workingTime.overtime-month", {
        hours: hours(amount),
        limit: limitHours(limit),
        month: formatMonthYearIn(names, Number(w.date.slice(0, 4)), Number(w.date.slice(5, 7))),
      });
    case "overtime-four-weeks": {
      const lastMonday = weekStart(w.date);
      const [first, last] = [isoWeekOf(addDays(lastMonday, -21)), isoWeekOf(lastMonday)];
      return t("shell.workingTime.overtime-four-weeks", {
        hours: hours(amount),
        limit: limitHours(limit),
        span: first.year === last.year ? "same" : "other",
        first: String(first.week),
        firstYear: String(first.year),
        last: String(last.week),
        lastYear: String(last.year),
      });
    }
    case "overtime-year":
      return t("shell.workingTime.overtime-year", { hours: hours(amount), limit: limitHours(limit), year: w.date.slice(0, 4) });
    case "daily-rest": {
      const earlier = since ?? w.date;
      const [a, b] = [dateParts(earlier), dateParts(w.date)];
      const span = !a || !b || a.year !== b.year ? "other" : a.month !== b.month ? "month" : "day";
      return t("shell.workingTime.daily-rest", {
        rest: duration(amount),
        limit: duration(limit),
        span,
        d1: String(a?.day ?? ""),
        month1: a ? names.months[a.month] : "",
        d2: String(b?.day ?? ""),
        month2: b ? names.months[b.month] : "",
        year2: b?.year ?? "",
        date1: formatDateIn(names, earlier, "day-month-year"),
        date2: formatDateIn(names, w.date, "day-month-year"),
      });
    }
    case "weekly-rest":
      // Dated the week's Sunday.
      return t("shell.workingTime.weekly-rest", { rest: duration(amount), limit: duration(limit), ...week(addDays(w.date, -6)) });
    case "break":
      return t("shell.workingTime.break", { rest: duration(amount), limit: duration(limit), date: formatDateIn(names, w.date, "day-month-year") });
  }
}

/** `warningText` in the active language, and the sentence that stands in for the warnings while the server cannot judge them. */
export function useWarningText() {
  const t = useT(shellSv);
  const names = currentDateNames();
  const text = useCallback((w: WarningFacts) => warningText(w, t, names), [t, names]);
  const notJudged = useCallback((reason: string) => t("shell.workingTime.notJudged", { reason }), [t]);
  return { text, notJudged };
}
