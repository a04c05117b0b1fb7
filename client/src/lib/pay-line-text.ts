/**
 * How every screen writes a pay line of an ersättning (docs/product-rules.md §16): its units,
 * its price and its kronor. The worker's phone, the admin's expense dialog and the Lön preview
 * write them alike; only the mil differ, spoken on the phone ('12,3 mil') and with the payroll
 * file's two decimals elsewhere ('12,30 mil').
 */
import { formatKronor, oreOf, PAY_CODE_INFO, swedishNumber, type PayCodeInfo, type PayLine } from "@shared/domain";

/** The unit after one: '1 dag', '1 natt'; PAY_CODE_INFO names the plural. */
const SINGULAR: Record<PayCodeInfo["unit"], string> = { st: "st", mil: "mil", dagar: "dag", nätter: "natt", måltider: "måltid" };

/** `payroll`: mil with two decimals, as the payroll file carries them; `spoken`: as a worker says the number. */
export type QuantityStyle = "payroll" | "spoken";

/** "12.30" → '12,3', "2.00" → '2': as a worker says the number. */
export const spokenNumber = (quantity: string) => swedishNumber(Number(quantity), { grouping: "screen" });

/** A pay line's units in the right number: '12,30 mil' (spoken '12,3 mil'), '1 dag', '2 dagar', '3 st'. */
export function payLineQuantity({ code, quantity }: Pick<PayLine, "code" | "quantity">, style: QuantityStyle = "payroll"): string {
  const { unit } = PAY_CODE_INFO[code];
  const n = Number(quantity);
  const number = unit === "mil" && style === "payroll" ? swedishNumber(n, { decimals: 2, grouping: "screen" }) : spokenNumber(quantity);
  return `${number}\u00a0${n === 1 ? SINGULAR[unit] : unit}`;
}

/** A pay line's kronor: a meal reduction is subtracted from the trip's allowance, so it is written so: '−210,00 kr'. */
export function payLineAmount({ code, amount }: Pick<PayLine, "code" | "amount">): string {
  return formatKronor(PAY_CODE_INFO[code].deduction ? -oreOf(amount) : oreOf(amount));
}

/** Units × price: '12,30 mil × 25,00 kr', '1 dag × 150,00 kr'. */
export function payLineUnits(line: Pick<PayLine, "code" | "quantity" | "unitPrice">, style: QuantityStyle = "payroll"): string {
  return `${payLineQuantity(line, style)} × ${formatKronor(line.unitPrice)}`;
}

/** The whole sum, as the phone shows it: '2 dagar × 300,00 kr = 600,00 kr', '12,3 mil × 25,00 kr = 307,50 kr'. */
export function payLineSum(line: Pick<PayLine, "code" | "quantity" | "unitPrice" | "amount">, style: QuantityStyle = "spoken"): string {
  return `${payLineUnits(line, style)} = ${payLineAmount(line)}`;
}
