import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/** Admin only: submitted → verified; any other state is a 409. Answers with the verified report. */
export const verifyTimeReport = (id: string) => apiPost<TimeReport>(`${timeReportPath(id)}/verify`);

export function useVerifyTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: verifyTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
