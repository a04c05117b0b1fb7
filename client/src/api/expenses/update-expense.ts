import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { expensePath } from "./keys";

export interface UpdateExpenseInput {
  id: string;
  /** The whole expense of its kind; the kind itself cannot change. */
  body: ExpenseBody;
}

/** A submitted or sent-back expense, submitted again (its reason cleared); 409 once attested or locked. */
export const updateExpense = ({ id, body }: UpdateExpenseInput) => apiRequest<Expense>("PATCH", expensePath(id), body);

export function useUpdateExpense({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateExpense> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateExpense,
    onSuccess: async (...args) => {
      await invalidateAfterExpenseChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
