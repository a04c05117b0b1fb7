import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeletedExpense } from "@shared/types";
import type { RejectReportInput } from "@shared/validation";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** 'Neka', an admin's DELETE: the expense is removed, its last state and the reason kept in the audit log. */
export const rejectExpense = ({ id, body }: { id: string; body?: RejectReportInput }) => apiRequest<DeletedExpense>("DELETE", expensePath(id), body);

export function useRejectExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectExpense, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
