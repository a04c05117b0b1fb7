import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { EXPENSES_PATH } from "./keys";

/**
 * The body of one kind with the `clientId` made when the worker pressed send
 * (docs/product-rules.md §12, §16): the same one again answers 200 with the first expense.
 */
export type CreateExpenseInput = ExpenseBody & { clientId?: string };

/** Filed as `submitted`; the server counts what a drive or a trip pays. */
export const createExpense = (input: CreateExpenseInput) => apiPost<Expense>(EXPENSES_PATH, input);

export function useCreateExpense({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createExpense> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createExpense,
    onSuccess: async (...args) => {
      await invalidateAfterExpenseChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
