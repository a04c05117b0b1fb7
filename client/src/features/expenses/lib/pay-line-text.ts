import {
  formatKronor,
  kronorText,
  oreOf,
  PAY_CODE_INFO,
  payLinesTotalOre,
  swedishNumber,
  type PayCodeInfo,
  type PayLine,
  type TripCount,
} from "@shared/domain";

/** A count with its unit in the right number: 1 dag, 2 dagar; mil and st stay as they are. */
const UNIT_WORDS: Record<PayCodeInfo["unit"], [string, string]> = {
  st: ["st", "st"],
  mil: ["mil", "mil"],
  dagar: ["dag", "dagar"],
  nätter: ["natt", "nätter"],
  måltider: ["måltid", "måltider"],
};

/** "12.30" → '12,3', "2.00" → '2': as a worker would say the number. */
export const quantityNumber = (quantity: string) => swedishNumber(Number(quantity), { grouping: "screen" });

export function quantityText(line: Pick<PayLine, "code" | "quantity">): string {
  const [one, many] = UNIT_WORDS[PAY_CODE_INFO[line.code].unit];
  return `${quantityNumber(line.quantity)} ${Number(line.quantity) === 1 ? one : many}`;
}

/** What a line adds to the sum: a meal reduction subtracts ('−105,00 kr'). */
export function signedAmount(line: Pick<PayLine, "code" | "amount">): string {
  const ore = oreOf(line.amount);
  return formatKronor(kronorText(PAY_CODE_INFO[line.code].deduction ? -ore : ore));
}

/** '2 dagar × 300,00 kr = 600,00 kr'. */
export function payLineSum(line: PayLine): string {
  return `${quantityText(line)} × ${formatKronor(line.unitPrice)} = ${signedAmount(line)}`;
}

/** What the lines pay together, '945,00 kr'. */
export const linesTotal = (lines: readonly PayLine[]) => formatKronor(kronorText(payLinesTotalOre(lines)));

/** '123 km = 12,3 mil × 25,00 kr = 307,50 kr': the company's rate, and what the lines pay (docs/product-rules.md §16). */
export function mileageHeadline(km: number, rate: string, lines: readonly PayLine[]): string {
  return `${swedishNumber(km, { grouping: "screen" })} km = ${quantityNumber(lines[0]?.quantity ?? "0")} mil × ${formatKronor(rate)} = ${linesTotal(lines)}`;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 hela dagar, 1 halvdag, 2 nätter'. */
export function tripDaysText({ fullDays, halfDays, nights }: Pick<TripCount, "fullDays" | "halfDays" | "nights">): string {
  return [counted(fullDays, "hel dag", "hela dagar"), counted(halfDays, "halvdag", "halvdagar"), counted(nights, "natt", "nätter")].join(", ");
}
