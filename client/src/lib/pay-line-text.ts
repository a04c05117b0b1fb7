/**
 * How every screen writes a pay line of an ersättning (docs/product-rules.md §16): its name, its
 * units, its price and its kronor, in the reader's language (`PayLineWords`, from
 * `usePayLineWords()`; Swedish by default, as the payroll file names them). The worker's phone,
 * the admin's expense dialog and the Lön preview write them alike; only the mil differ, spoken
 * on the phone ('12,3 mil') and with the payroll file's two decimals elsewhere ('12,30 mil').
 */
import { formatKronor, oreOf, PAY_CODE_INFO, swedishNumber, type PayCode, type PayCodeInfo, type PayLine } from "@shared/domain";
import { formatKronorIn, formatNumberIn } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";

/** A pay line's words in one language: the code's name and a count of its unit. */
export interface PayLineWords {
  locale: Locale;
  /** 'Traktamente, hel dag', 'Allowance, full day'. */
  label: (code: PayCode) => string;
  /** `figure` (the count as written) with its unit in the count's number: '1 dag', '2 dagar', '3 noce'. */
  quantity: (unit: PayCodeInfo["unit"], count: number, figure: string) => string;
}

/** The unit after one: '1 dag', '1 natt'; PAY_CODE_INFO names the plural. */
const SINGULAR: Record<PayCodeInfo["unit"], string> = { st: "st", mil: "mil", dagar: "dag", nätter: "natt", måltider: "måltid" };

/** Swedish, as the payroll file and shared/domain name the lines. */
export const SWEDISH_PAY_LINE_WORDS: PayLineWords = {
  locale: "sv",
  label: (code) => PAY_CODE_INFO[code].label,
  quantity: (unit, count, figure) => `${figure}\u00a0${count === 1 ? SINGULAR[unit] : unit}`,
};

/** `payroll`: mil with two decimals, as the payroll file carries them; `spoken`: as a worker says the number. */
export type QuantityStyle = "payroll" | "spoken";

/** "12.30" → '12,3', "2.00" → '2': as a worker says the number. */
export const spokenNumber = (quantity: string, locale: Locale = "sv") => {
  const n = Number(quantity);
  if (locale === "sv") return swedishNumber(n, { grouping: "screen" });
  return formatNumberIn(locale, n, Number.isInteger(n) ? 0 : Number.isInteger(n * 10) ? 1 : 2);
};

/** A pay line's units in the right number: '12,30 mil' (spoken '12,3 mil'), '1 dag', '2 dagar', '3 st'. */
export function payLineQuantity(
  { code, quantity }: Pick<PayLine, "code" | "quantity">,
  style: QuantityStyle = "payroll",
  words: PayLineWords = SWEDISH_PAY_LINE_WORDS,
): string {
  const { unit } = PAY_CODE_INFO[code];
  const n = Number(quantity);
  const payroll = unit === "mil" && style === "payroll";
  const figure = payroll
    ? words.locale === "sv"
      ? swedishNumber(n, { decimals: 2, grouping: "screen" })
      : formatNumberIn(words.locale, n, 2)
    : spokenNumber(quantity, words.locale);
  return words.quantity(unit, n, figure);
}

/** A pay line's kronor: a meal reduction is subtracted from the trip's allowance, so it is written so: '−210,00 kr'. */
export function payLineAmount({ code, amount }: Pick<PayLine, "code" | "amount">, words: PayLineWords = SWEDISH_PAY_LINE_WORDS): string {
  const ore = PAY_CODE_INFO[code].deduction ? -oreOf(amount) : oreOf(amount);
  return words.locale === "sv" ? formatKronor(ore) : formatKronorIn(words.locale, ore);
}

/** Units × price: '12,30 mil × 25,00 kr', '1 dag × 150,00 kr'. */
export function payLineUnits(
  line: Pick<PayLine, "code" | "quantity" | "unitPrice">,
  style: QuantityStyle = "payroll",
  words: PayLineWords = SWEDISH_PAY_LINE_WORDS,
): string {
  return `${payLineQuantity(line, style, words)} × ${formatKronorIn(words.locale, line.unitPrice)}`;
}

/** The whole sum, as the phone shows it: '2 dagar × 300,00 kr = 600,00 kr', '12,3 mil × 25,00 kr = 307,50 kr'. */
export function payLineSum(
  line: Pick<PayLine, "code" | "quantity" | "unitPrice" | "amount">,
  style: QuantityStyle = "spoken",
  words: PayLineWords = SWEDISH_PAY_LINE_WORDS,
): string {
  return `${payLineUnits(line, style, words)} = ${payLineAmount(line, words)}`;
}
