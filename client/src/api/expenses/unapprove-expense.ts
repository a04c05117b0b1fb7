import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import type { UnapproveInput } from "@shared/validation/approvals";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** 'Ångra godkännande' of an expense (docs/product-rules.md §18), with a reason of 10-500 characters. */
export const unapproveExpense = ({ id, body }: { id: string; body: UnapproveInput }) => apiPost<Expense>(`${expensePath(id)}/unapprove`, body);

export function useUnapproveExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unapproveExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
