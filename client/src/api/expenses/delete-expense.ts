import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeletedExpense } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

/** The worker withdraws its own submitted or sent-back expense (an admin's DELETE rejects it). */
export const deleteExpense = (id: string) => apiRequest<DeletedExpense>("DELETE", expensePath(id));

export function useDeleteExpense({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteExpense> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteExpense,
    onSuccess: async (...args) => {
      await invalidateAfterExpenseChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
