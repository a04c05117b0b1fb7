import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import type { AdminReasonInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/**
 * 'Ångra attest', admin only (docs/product-rules.md §16): verified → submitted, the reason kept
 * in the audit log; 409 when not verified or locked for payroll. Answers with the expense.
 */
export const unverifyExpense = ({ id, body }: { id: string; body: AdminReasonInput }) => apiPost<Expense>(`${expensePath(id)}/unverify`, body);

export function useUnverifyExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unverifyExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
