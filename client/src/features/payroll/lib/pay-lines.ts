import { formatKronor, oreOf, PAY_CODE_INFO, swedishNumber, type PayCodeInfo } from "@shared/domain";
import type { PayrollPreviewPayLine } from "@shared/types";

/** The unit after one: '1 dag', '1 natt'; PAY_CODE_INFO names the plural. */
const SINGULAR: Record<PayCodeInfo["unit"], string> = { st: "st", mil: "mil", dagar: "dag", nätter: "natt", måltider: "måltid" };

/**
 * A pay line's units as the preview writes them (docs/product-rules.md §16): mil with two
 * decimals ('12,30 mil'), days, nights, meals and receipts as counts ('2 dagar', '1 natt').
 */
export function payLineQuantity({ code, quantity }: Pick<PayrollPreviewPayLine, "code" | "quantity">): string {
  const { unit } = PAY_CODE_INFO[code];
  const n = Number(quantity);
  if (unit === "mil") return `${swedishNumber(n, { decimals: 2, grouping: "screen" })}\u00a0mil`;
  return `${swedishNumber(n, { grouping: "screen" })}\u00a0${n === 1 ? SINGULAR[unit] : unit}`;
}

/** A pay line's kronor: a meal reduction is subtracted from the trip's allowance, so it is written so: '−210,00 kr'. */
export function payLineAmount({ code, amount }: Pick<PayrollPreviewPayLine, "code" | "amount">): string {
  return PAY_CODE_INFO[code].deduction ? formatKronor(-oreOf(amount)) : formatKronor(amount);
}
