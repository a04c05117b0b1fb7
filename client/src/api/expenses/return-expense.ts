import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import type { AdminReasonInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** 'Skicka tillbaka', admin only: submitted → draft with the reason, which the worker sees. Answers with the expense. */
export const returnExpense = ({ id, body }: { id: string; body: AdminReasonInput }) => apiPost<Expense>(`${expensePath(id)}/return`, body);

export function useReturnExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: returnExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
