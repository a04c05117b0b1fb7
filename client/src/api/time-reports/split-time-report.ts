import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { SplitTimeReports } from "@shared/types";
import { apiPost, apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { SPLIT_TIME_REPORTS_PATH, timeReportPath } from "./keys";

/**
 * 'Dela upp' (docs/product-rules.md §4): a new report (`id` null, with a `clientId` for each report it
 * may make, so that a send whose answer is lost files once) or an edit (`id`) whose day passes the
 * daily norm, filed by the server as 'Arbetad tid' up to the norm and 'Övertid enkel' for the rest.
 */
export type SplitTimeReportInput = { id: null; body: TimeReportBody; clientId: string; overtimeClientId: string } | { id: string; body: TimeReportBody };

export const splitTimeReport = (input: SplitTimeReportInput) =>
  input.id === null
    ? apiPost<SplitTimeReports>(SPLIT_TIME_REPORTS_PATH, { ...input.body, clientId: input.clientId, overtimeClientId: input.overtimeClientId })
    : apiRequest<SplitTimeReports>("PUT", `${timeReportPath(input.id)}/split`, input.body);

export function useSplitTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof splitTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: splitTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
