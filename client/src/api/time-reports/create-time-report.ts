import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { TIME_REPORTS_PATH } from "./keys";

/** A new report is submitted for review at once; the server sets owner and status. */
export const createTimeReport = (body: TimeReportBody) => apiPost<TimeReport>(TIME_REPORTS_PATH, body);

export function useCreateTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
