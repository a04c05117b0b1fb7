import { useQuery } from "@tanstack/react-query";
import type { ExpenseHistoryEntry } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { expenseHistoryPath, expenseKeys } from "./keys";

/** Who filed, changed, approved or attested an expense, and when, with the expense before and after; newest first. */
export const getExpenseHistory = (id: string) => apiGet<ExpenseHistoryEntry[]>(expenseHistoryPath(id));

export function useExpenseHistory(id: string) {
  return useQuery({ queryKey: expenseKeys.history(id), queryFn: () => getExpenseHistory(id) });
}
