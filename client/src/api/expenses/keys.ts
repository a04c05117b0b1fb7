import type { ExpenseListQuery } from "@shared/validation/expenses";

export const EXPENSES_PATH = "/api/expenses";

export const expensePath = (id: string) => `${EXPENSES_PATH}/${encodeURIComponent(id)}`;

/** 'Nekade ersättningar': the caller's own expenses rejected in the last 30 days. */
export const REJECTED_EXPENSES_PATH = `${EXPENSES_PATH}/rejected`;

/** An expense's history (docs/product-rules.md §18): an admin's, and an arbetsledare's of its project. */
export const expenseHistoryPath = (id: string) => `${expensePath(id)}/history`;

/** What an expense list is asked for: the filters of GET /api/expenses and the page's `cursor` (the `nextCursor` of the page before). */
export type ExpenseListParams = Partial<Omit<ExpenseListQuery, "limit">> & { limit?: number };

export const expenseKeys = {
  /** Every cached list of expenses starts with this. */
  all: [EXPENSES_PATH] as const,
  list: (params: ExpenseListParams) => [EXPENSES_PATH, "list", params] as const,
  detail: (id: string) => [EXPENSES_PATH, "detail", id] as const,
  history: (id: string) => [EXPENSES_PATH, "history", id] as const,
  rejected: () => [EXPENSES_PATH, "rejected"] as const,
  /** The worker's own pages (an infinite list: not the same shape as one page of `list`). */
  mine: (limit: number) => [EXPENSES_PATH, "mine", limit] as const,
};
