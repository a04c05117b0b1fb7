import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { Expense, ExpenseList } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { EXPENSES_PATH, expenseKeys, expensePath, type ExpenseListParams } from "./keys";

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
      returned: params.returned,
      approval: params.approval,
    }),
  );

export const expensesQueryOptions = (params: ExpenseListParams) => queryOptions({ queryKey: expenseKeys.list(params), queryFn: () => getExpenses(params) });

/** Every expense sent back and not sent again (`?returned=true`): all of them, never a page (docs/product-rules.md §16). */
export const returnedExpensesQueryOptions = () => expensesQueryOptions({ returned: true });

/** A page of the list; null asks for nothing (the filters are not valid yet). The page on screen stays while the next loads. */
export function useExpensesPage(params: ExpenseListParams | null) {
  return useQuery({
    ...expensesQueryOptions(params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** 'Mina ersättningar': pages of `limit`, each asked with the cursor the one before ended on. */
export const myExpensesQueryOptions = (limit: number) =>
  infiniteQueryOptions({
    queryKey: expenseKeys.mine(limit),
    queryFn: ({ pageParam }) => getExpenses({ limit, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMyExpenses(limit: number) {
  return useInfiniteQuery(myExpensesQueryOptions(limit));
}

/** GET /api/expenses/{id}: one of the caller's own; another's is a 404. */
export const getExpense = (id: string) => apiGet<Expense>(expensePath(id));

export const expenseQueryOptions = (id: string) => queryOptions({ queryKey: expenseKeys.detail(id), queryFn: () => getExpense(id) });

/** The expenses a cached answer under expenseKeys.all holds: a list's page, 'Mina ersättningar' pages, or none. */
function itemsOf(data: unknown): Expense[] {
  if (!data || typeof data !== "object") return [];
  if ("pages" in data) return (data as InfiniteData<ExpenseList>).pages.flatMap((page) => page.items);
  if ("items" in data) return (data as ExpenseList).items;
  return [];
}

/** The expense as a list already read has it (the list's answer is the same shape): 'Mina ersättningar', or the dashboard's sent-back ones. */
function listedExpense(queryClient: QueryClient, id: string): Expense | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: expenseKeys.all })) {
    const found = itemsOf(data).find((e) => e.id === id);
    if (found) return found;
  }
  return undefined;
}

/** One expense, shown at once from a list already read (also offline) and read again behind it. */
export function useExpense(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...expenseQueryOptions(id), initialData: () => listedExpense(queryClient, id), initialDataUpdatedAt: 0 });
}
