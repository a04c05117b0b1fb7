import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkApproveResult } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { ShownRow } from "../time-reports/approve-time-report";
import { invalidateAfterExpenseChange } from "./invalidate";
import { EXPENSES_PATH } from "./keys";

/** The expenses named, each with the `updatedAt` shown (docs/product-rules.md §18). Answers `{approved}`. */
export const bulkApproveExpenses = (rows: ShownRow[]) => apiPost<BulkApproveResult>(`${EXPENSES_PATH}/approve`, { ids: rows });

export function useBulkApproveExpenses() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkApproveExpenses, onSuccess: () => invalidateAfterExpenseChange(queryClient) });
}
