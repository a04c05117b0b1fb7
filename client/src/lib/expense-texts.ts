/**
 * How the screens write ersättningar (docs/product-rules.md §16): what an expense is,
 * and their sum in öre (written by `useFormat().kronor`, a pay line by lib/pay-line-text.ts). Shared by the week grid, 'Alla rapporter', the expense dialog and
 * the worker's dashboard, which may not import each other.
 */
import { oreOf } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { useCallback } from "react";
import { useT } from "@/lib/i18n/runtime";
import type { Expense, RejectedExpenseNotice } from "@shared/types";

/** What the expenses pay together, in öre. */
export function sumOre(expenses: readonly Pick<Expense, "amount">[]): number {
  return expenses.reduce((sum, e) => sum + oreOf(e.amount), 0);
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

/**
 * 'Milersättning: Kontoret - Bygget': its kind in the reader's language, then what it was; of a
 * rejected one as its audit row keeps it.
 */
export function useExpenseHeading(): (expense: Expense | RejectedExpenseNotice) => string {
  const t = useT(expensesSv);
  return useCallback((expense) => `${t(`expenses.kind.${expense.kind}`)}: ${"what" in expense ? expense.what : expenseWhat(expense)}`, [t]);
}
