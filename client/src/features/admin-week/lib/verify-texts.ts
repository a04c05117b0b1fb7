import { COUNT_STYLE, swedishNumber } from "@shared/domain";
import { expenseCount, verifiedExpensesText } from "@/lib/expense-texts";

/** '1 rapport', '3 rapporter', with the server's estimate 'cirka 12 000 rapporter'. */
export function reportCount(n: number, estimated = false): string {
  return `${estimated ? "cirka " : ""}${swedishNumber(n, COUNT_STYLE)} ${n === 1 ? "rapport" : "rapporter"}`;
}

/** What 'Attestera vecka' attests: '2 rapporter', '2 rapporter och 1 ersättning', '1 ersättning'. */
export function toVerifyText(reports: number, expenses: number, estimated = false): string {
  if (expenses === 0) return reportCount(reports, estimated);
  if (reports === 0 && !estimated) return expenseCount(expenses);
  return `${reportCount(reports, estimated)} och ${expenseCount(expenses)}`;
}

/** The toast after a bulk verify: how many the server verified, which may be fewer than asked. */
export function verifiedText(n: number): string {
  return n === 0 ? "Inga rapporter behövde attesteras" : `${reportCount(n)} ${n === 1 ? "attesterad" : "attesterade"}`;
}

/** The toast after 'Attestera vecka': the reports and the expenses the server attested. */
export function verifiedWeekText(reports: number, expenses: number): string {
  if (expenses === 0) return verifiedText(reports);
  if (reports === 0) return verifiedExpensesText(expenses);
  return `${reportCount(reports)} och ${expenseCount(expenses)} attesterade`;
}

/** The week bar: '1 inskickad rapport den här veckan.', '3 inskickade rapporter den här veckan.' */
export function submittedThisWeekText(n: number, estimated = false): string {
  if (n === 0) return "Inga inskickade rapporter att attestera den här veckan.";
  if (n === 1) return "1 inskickad rapport den här veckan.";
  return `${estimated ? "Cirka " : ""}${swedishNumber(n, COUNT_STYLE)} inskickade rapporter den här veckan.`;
}

/** After it: '1 inskickad ersättning.', '4 inskickade ersättningar.' */
export function submittedExpensesText(n: number): string {
  return n === 1 ? "1 inskickad ersättning." : `${swedishNumber(n, COUNT_STYLE)} inskickade ersättningar.`;
}
