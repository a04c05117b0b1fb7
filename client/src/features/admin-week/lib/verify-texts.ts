import { COUNT_STYLE, swedishNumber } from "@shared/domain";

/** '1 rapport', '3 rapporter', with the server's estimate 'cirka 12 000 rapporter'. */
export function reportCount(n: number, estimated = false): string {
  return `${estimated ? "cirka " : ""}${swedishNumber(n, COUNT_STYLE)} ${n === 1 ? "rapport" : "rapporter"}`;
}

/** The toast after a bulk verify: how many the server verified, which may be fewer than asked. */
export function verifiedText(n: number): string {
  return n === 0 ? "Inga rapporter behövde attesteras" : `${reportCount(n)} ${n === 1 ? "attesterad" : "attesterade"}`;
}

/** The week bar: '1 inskickad rapport den här veckan.', '3 inskickade rapporter den här veckan.' */
export function submittedThisWeekText(n: number, estimated = false): string {
  if (n === 0) return "Inga inskickade rapporter att attestera den här veckan.";
  if (n === 1) return "1 inskickad rapport den här veckan.";
  return `${estimated ? "Cirka " : ""}${swedishNumber(n, COUNT_STYLE)} inskickade rapporter den här veckan.`;
}
