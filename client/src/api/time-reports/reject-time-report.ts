import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RejectedTimeReport } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/** Admin only: rejecting deletes a submitted report (its last state stays in the audit log). */
export const rejectTimeReport = (id: string) => apiRequest<RejectedTimeReport>("DELETE", timeReportPath(id));

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
