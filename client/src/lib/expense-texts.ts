/**
 * How the admin's screens write ersättningar (docs/product-rules.md §16): money, what an expense
 * is, and the counts of an attest. Shared by the week grid, 'Alla rapporter' and the expense
 * dialog, which may not import each other.
 */
import { COUNT_STYLE, EXPENSE_KIND_LABELS, oreOf, PAY_CODE_INFO, swedishNumber, type PayCodeInfo, type PayLine } from "@shared/domain";
import type { Expense } from "@shared/types";

const NBSP = "\u00a0";

/** Money as the screen writes it: "1050.00" (kronor as sent) or 105000 (öre) → '1 050,00 kr', no-break spaces. */
export function kronor(amount: string | number): string {
  const ore = typeof amount === "number" ? amount : oreOf(amount);
  return `${swedishNumber(ore / 100, { decimals: 2, grouping: "screen" })}${NBSP}kr`;
}

/** What the expenses pay together, in öre. */
export function sumOre(expenses: readonly Pick<Expense, "amount">[]): number {
  return expenses.reduce((sum, e) => sum + oreOf(e.amount), 0);
}

/** 'Ersättningar 2 st, 357,50 kr': the day's marker in the week grid, as a screen reader hears it. */
export function expensesSummary(expenses: readonly Pick<Expense, "amount">[]): string {
  return `Ersättningar ${swedishNumber(expenses.length, COUNT_STYLE)} st, ${kronor(sumOre(expenses))}`;
}

/** What it was: the utlägg's purchase, the drive's route, the trip's destination. */
export function expenseWhat(expense: Expense): string {
  switch (expense.kind) {
    case "utlagg":
      return expense.description;
    case "mil":
      return expense.route;
    case "trakt":
      return expense.destination;
  }
}

/** 'Milersättning: Kontoret - Bygget': its kind, then what it was. */
export function expenseHeading(expense: Expense): string {
  return `${EXPENSE_KIND_LABELS[expense.kind]}: ${expenseWhat(expense)}`;
}

/** The unit after one: '1 dag', '1 natt'; PAY_CODE_INFO names the plural. */
const SINGULAR: Record<PayCodeInfo["unit"], string> = { st: "st", mil: "mil", dagar: "dag", nätter: "natt", måltider: "måltid" };

/** A pay line's units × price, as the dialog lists it: '12,30 mil × 25,00 kr', '1 dag × 150,00 kr'. */
export function payLineUnits(line: PayLine): string {
  const { unit } = PAY_CODE_INFO[line.code];
  const n = Number(line.quantity);
  const quantity = swedishNumber(n, { decimals: unit === "mil" ? 2 : undefined, grouping: "screen" });
  return `${quantity}${NBSP}${n === 1 ? SINGULAR[unit] : unit} × ${kronor(line.unitPrice)}`;
}

/** A pay line's kronor: a meal reduction is subtracted from the trip's allowance, so it is written so: '−60,00 kr'. */
export function payLineAmount(line: PayLine): string {
  return PAY_CODE_INFO[line.code].deduction ? `−${kronor(line.amount)}` : kronor(line.amount);
}

/** '1 ersättning', '3 ersättningar'. */
export function expenseCount(n: number): string {
  return `${swedishNumber(n, COUNT_STYLE)} ${n === 1 ? "ersättning" : "ersättningar"}`;
}

/** The toast after attesting expenses together: the server's count, which skips those no longer submitted. */
export function verifiedExpensesText(n: number): string {
  return n === 0 ? "Inga ersättningar behövde attesteras" : `${expenseCount(n)} ${n === 1 ? "attesterad" : "attesterade"}`;
}

/** What the admin is told after each action in the expense dialog. */
export const EXPENSE_REVIEW_TEXTS = {
  verified: "Ersättningen har attesterats",
  verifyFailed: "Kunde inte attestera ersättningen",
  returned: "Ersättningen har skickats tillbaka till arbetaren för rättning.",
  returnFailed: "Kunde inte skicka tillbaka ersättningen",
  unverified: "Ersättningen är inskickad igen och kan skickas tillbaka, nekas eller attesteras.",
  unverifyFailed: "Kunde inte ångra attesten",
  rejected: "Ersättningen har nekats och tagits bort",
  rejectFailed: "Kunde inte neka ersättningen",
  bulkFailed: "Kunde inte attestera ersättningarna",
} as const;
