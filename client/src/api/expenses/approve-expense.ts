import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { ShownRow } from "../time-reports/approve-time-report";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** 'Godkänn' of an expense (docs/product-rules.md §18), as it was shown (`updatedAt`; 409 when changed since). */
export const approveExpense = ({ id, updatedAt }: ShownRow) => apiPost<Expense>(`${expensePath(id)}/approve`, { updatedAt });

export function useApproveExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
