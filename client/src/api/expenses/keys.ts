import type { ExpenseKind, ReportStatus } from "@shared/domain";

export const EXPENSES_PATH = "/api/expenses";

export const expensePath = (id: string) => `${EXPENSES_PATH}/${encodeURIComponent(id)}`;

/** What a list of expenses is asked for (docs/product-rules.md §16): a worker always gets its own, newest first. */
export interface ExpenseListParams {
  kind?: ExpenseKind;
  status?: ReportStatus;
  startDate?: string;
  endDate?: string;
  limit?: number;
  /** The `nextCursor` of the page before. */
  cursor?: string;
}

/** Keyed by path, like every answer the worker's offline cache keeps (features/offline/lib/query-persistence.ts). */
export const expenseKeys = {
  /** Every cached list and expense starts with this. */
  all: [EXPENSES_PATH] as const,
  list: (params: ExpenseListParams) => [EXPENSES_PATH, "list", params] as const,
  detail: (id: string) => [EXPENSES_PATH, "detail", id] as const,
};
