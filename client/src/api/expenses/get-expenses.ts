import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ExpenseList } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { EXPENSES_PATH, expenseKeys, type ExpenseListParams } from "./keys";

/** One page of expenses, newest first: a worker's own, or for an admin anyone's (`workerId`); `nextCursor` reads the page after. */
export const getExpenses = (params: ExpenseListParams) =>
  apiGet<ExpenseList>(
    withQuery(EXPENSES_PATH, {
      workerId: params.workerId,
      kind: params.kind,
      status: params.status,
      startDate: params.startDate,
      endDate: params.endDate,
      limit: params.limit,
      cursor: params.cursor,
    }),
  );

export const expensesQueryOptions = (params: ExpenseListParams) => queryOptions({ queryKey: expenseKeys.list(params), queryFn: () => getExpenses(params) });

/** A page of the list; null asks for nothing (the filters are not valid yet). The page on screen stays while the next loads. */
export function useExpensesPage(params: ExpenseListParams | null) {
  return useQuery({
    ...expensesQueryOptions(params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
