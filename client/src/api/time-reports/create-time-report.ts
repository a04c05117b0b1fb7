import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { TIME_REPORTS_PATH } from "./keys";

/**
 * What the create call sends: the body and, from the form and the offline queue, the
 * `clientId` made when the worker pressed 'Skicka tidrapport' (docs/product-rules.md §12): sending the
 * same one again answers 200 with the first report instead of making a second.
 */
export type CreateTimeReportInput = TimeReportBody & { clientId?: string };

/** A new report is submitted for review at once; the server sets owner and status. */
export const createTimeReport = (input: CreateTimeReportInput) => apiPost<TimeReport>(TIME_REPORTS_PATH, input);

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
