/**
 * How the screens write ersättningar (docs/product-rules.md §16): what an expense is,
 * their sum, and the counts of an attest (money is shared/domain's formatKronor, a pay line
 * lib/pay-line-text.ts). Shared by the week grid, 'Alla rapporter', the expense dialog and
 * the worker's dashboard, which may not import each other.
 */
import { COUNT_STYLE, EXPENSE_KIND_LABELS, formatKronor, oreOf, swedishNumber } from "@shared/domain";
import type { Expense, RejectedExpenseNotice } from "@shared/types";

/** What the expenses pay together, in öre. */
export function sumOre(expenses: readonly Pick<Expense, "amount">[]): number {
  return expenses.reduce((sum, e) => sum + oreOf(e.amount), 0);
}

/** 'Ersättningar 2 st, 357,50 kr': the day's marker in the week grid, as a screen reader hears it. */
export function expensesSummary(expenses: readonly Pick<Expense, "amount">[]): string {
  return `Ersättningar ${swedishNumber(expenses.length, COUNT_STYLE)} st, ${formatKronor(sumOre(expenses))}`;
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

/** 'Milersättning: Kontoret - Bygget': its kind, then what it was; of a rejected one as its audit row keeps it. */
export function expenseHeading(expense: Expense | RejectedExpenseNotice): string {
  return `${EXPENSE_KIND_LABELS[expense.kind]}: ${"what" in expense ? expense.what : expenseWhat(expense)}`;
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
