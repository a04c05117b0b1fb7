import { isoWeekOf } from "@shared/dates";
import { formatKronor, kronorText, oreOf } from "@shared/domain";
import type { Expense } from "@shared/types";

export interface ExpenseWeek {
  /** `2026-W48`, for keys. */
  key: string;
  /** The ISO week: 'Vecka 48' on screen. */
  week: number;
  /** Its year when it is not this year's ('Vecka 52 2025'), else null. */
  year: number | null;
  /** What the week's expenses pay, '1 357,50 kr'. */
  total: string;
  expenses: Expense[];
}

/**
 * The worker's expenses by ISO week of their date, in the list's order (newest first), each
 * week with the kronor its expenses pay (docs/product-rules.md §16).
 */
export function expenseWeeks(expenses: readonly Expense[], today: string, kronor: (amount: string) => string = formatKronor): ExpenseWeek[] {
  const thisYear = isoWeekOf(today).year;
  const weeks = new Map<string, { year: number; week: number; ore: number; expenses: Expense[] }>();
  for (const expense of expenses) {
    const { year, week } = isoWeekOf(expense.date);
    const key = `${year}-W${String(week).padStart(2, "0")}`;
    const entry = weeks.get(key) ?? { year, week, ore: 0, expenses: [] };
    entry.ore += oreOf(expense.amount);
    entry.expenses.push(expense);
    weeks.set(key, entry);
  }
  return [...weeks].map(([key, { year, week, ore, expenses: items }]) => ({
    key,
    week,
    year: year === thisYear ? null : year,
    total: kronor(kronorText(ore)),
    expenses: items,
  }));
}
