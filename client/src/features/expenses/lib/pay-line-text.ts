import { formatKronor, kronorText, payLinesTotalOre, swedishNumber, type PayLine } from "@shared/domain";
import { spokenNumber } from "@/lib/pay-line-text";

/** What the lines pay together, '945,00 kr'. */
const linesTotal = (lines: readonly PayLine[]) => formatKronor(kronorText(payLinesTotalOre(lines)));

/** '123 km = 12,3 mil × 25,00 kr = 307,50 kr': the company's rate, and what the lines pay (docs/product-rules.md §16). */
export function mileageHeadline(km: number, rate: string, lines: readonly PayLine[]): string {
  return `${swedishNumber(km, { grouping: "screen" })} km = ${spokenNumber(lines[0]?.quantity ?? "0")} mil × ${formatKronor(rate)} = ${linesTotal(lines)}`;
}
