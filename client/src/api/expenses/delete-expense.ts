import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeletedExpense } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expenseKeys, expensePath } from "./keys";

/** The worker withdraws its own submitted or sent-back expense (an admin's DELETE rejects it). */
export const deleteExpense = (id: string) => apiRequest<DeletedExpense>("DELETE", expensePath(id));

export function useDeleteExpense({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteExpense> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteExpense,
    onSuccess: async (...args) => {
      // Gone: its own page is left, and is not asked for again (a 404) while the lists are.
      queryClient.removeQueries({ queryKey: expenseKeys.detail(args[1]) });
      await invalidateAfterExpenseChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
