import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { UnverifyReportInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

export interface UnverifyTimeReportVariables {
  id: string;
  body: UnverifyReportInput;
}

/**
 * 'Ångra attest', admin only (docs/product-rules.md §6): verified → submitted, the reason kept in the
 * history; 409 when the report is not verified or its period is locked for payroll. Answers
 * with the submitted report.
 */
export const unverifyTimeReport = ({ id, body }: UnverifyTimeReportVariables) => apiPost<TimeReport>(`${timeReportPath(id)}/unverify`, body);

export function useUnverifyTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unverifyTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: unverifyTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
