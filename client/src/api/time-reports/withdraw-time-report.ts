import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WithdrawnTimeReport } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/** The worker takes back its own submitted report: it is removed (its last state stays in the audit log). */
export const withdrawTimeReport = (id: string) => apiRequest<WithdrawnTimeReport>("POST", `${timeReportPath(id)}/withdraw`);

export function useWithdrawTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof withdrawTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: withdrawTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
