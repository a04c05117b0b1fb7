import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkVerifyResult } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterExpenseChange } from "./invalidate";
import { EXPENSES_PATH } from "./keys";

/** By id ('Attestera markerade') or by period, optionally one worker ('Attestera vecka'). */
export type BulkVerifyExpensesBody = { ids: string[] } | { workerId?: string; startDate: string; endDate: string };

/** Admin only: every `submitted` expense named becomes verified; others are skipped and not counted. */
export const bulkVerifyExpenses = (body: BulkVerifyExpensesBody) => apiPost<BulkVerifyResult>(`${EXPENSES_PATH}/verify`, body);

export function useBulkVerifyExpenses() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkVerifyExpenses, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
