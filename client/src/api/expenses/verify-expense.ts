import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** 'Attestera', admin only: submitted → verified; any other state is a 409. Answers with the attested expense. */
export const verifyExpense = (id: string) => apiPost<Expense>(`${expensePath(id)}/verify`);

export function useVerifyExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
