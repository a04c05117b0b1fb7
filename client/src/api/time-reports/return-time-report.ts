import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { ReturnReportInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

export interface ReturnTimeReportVariables {
  id: string;
  body: ReturnReportInput;
}

/**
 * Admin only (docs/product-rules.md §6): submitted → draft with `returnReason`, 'Skickad tillbaka' for the
 * worker; any other state is a 409. Answers with the returned report.
 */
export const returnTimeReport = ({ id, body }: ReturnTimeReportVariables) => apiPost<TimeReport>(`${timeReportPath(id)}/return`, body);

export function useReturnTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof returnTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: returnTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
