import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RejectedTimeReport } from "@shared/types";
import type { RejectReportInput } from "@shared/validation";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

export interface RejectTimeReportVariables {
  id: string;
  /** The reason, kept in the audit log and mailed to the worker (docs/product-rules.md §6). */
  body?: RejectReportInput;
}

/** Admin only: rejecting deletes a submitted report (its last state stays in the audit log). */
export const rejectTimeReport = ({ id, body }: RejectTimeReportVariables) => apiRequest<RejectedTimeReport>("DELETE", timeReportPath(id), body);

export function useRejectTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof rejectTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: rejectTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
