import { firstOfMonth, lastOfMonth } from "@shared/dates";
import { payPeriodSchema, type PayPeriod } from "@shared/validation/payroll";
import { formatDate, formatMonthYear } from "@shared/domain";
import type { useFormat } from "@/lib/i18n/use-format";

/** The calendar month that holds `date`: the pay period most companies use. */
export function monthOf(date: string): PayPeriod {
  const [year, month] = date.split("-").map(Number);
  return { startDate: firstOfMonth(year, month), endDate: lastOfMonth(year, month) };
}

/** The month before (-1) or after (+1) the one `period` starts in. */
export function shiftMonth(period: PayPeriod, delta: number): PayPeriod {
  const [year, month] = period.startDate.split("-").map(Number);
  const index = year * 12 + (month - 1) + delta;
  return monthOf(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`);
}

/** How a screen writes dates: Swedish by default, the active language's from `useFormat()`. */
type PeriodFormat = Pick<ReturnType<typeof useFormat>, "date" | "monthYear">;

const SWEDISH: PeriodFormat = { date: formatDate, monthYear: formatMonthYear };

/** 'november 2026' for a whole month, else '3 nov. 2026 – 30 nov. 2026'; in `format`'s language. */
export function periodLabel(period: PayPeriod, format: PeriodFormat = SWEDISH): string {
  const month = monthOf(period.startDate);
  if (month.startDate === period.startDate && month.endDate === period.endDate) {
    const [year, monthNumber] = period.startDate.split("-").map(Number);
    return format.monthYear(year, monthNumber);
  }
  return `${format.date(period.startDate, "short")} – ${format.date(period.endDate, "short")}`;
}

/** The label as a heading or at the start of a sentence: 'November 2026'. */
export function periodHeading(period: PayPeriod, format: PeriodFormat = SWEDISH): string {
  const label = periodLabel(period, format);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export type ParsedPeriod = { ok: true; period: PayPeriod } | { ok: false; message: string };

/** The typed dates through the shared schema: the period to ask for, or the message to show. */
export function parsePeriod(values: { startDate: string; endDate: string }): ParsedPeriod {
  const result = payPeriodSchema.safeParse(values);
  if (result.success) return { ok: true, period: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Ogiltigt datum" };
}
