import { kronorText, payLinesTotalOre, PAY_CODE_INFO, type PayLine } from "@shared/domain";
import { formatCountIn, formatKronorIn } from "@shared/i18n/format";
import { spokenNumber, SWEDISH_PAY_LINE_WORDS, type PayLineWords } from "@/lib/pay-line-text";

/**
 * '123 km = 12,3 mil × 25,00 kr = 307,50 kr': the company's rate, and what the lines pay
 * (docs/product-rules.md §16), in the worker's language ('12,3 mili' in Polish, '307.50 kr' in English).
 */
export function mileageHeadline(km: number, rate: string, lines: readonly PayLine[], words: PayLineWords = SWEDISH_PAY_LINE_WORDS): string {
  const { locale } = words;
  const quantity = lines[0]?.quantity ?? "0";
  const mil = words.quantity(PAY_CODE_INFO.MIL_FRI.unit, Number(quantity), spokenNumber(quantity, locale));
  const total = formatKronorIn(locale, kronorText(payLinesTotalOre(lines)));
  return `${formatCountIn(locale, km)} km = ${mil} × ${formatKronorIn(locale, rate)} = ${total}`;
}
