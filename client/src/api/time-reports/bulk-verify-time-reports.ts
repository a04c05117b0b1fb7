import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkVerifyResult } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { TIME_REPORTS_PATH } from "./keys";

/** By id ('Verifiera markerade') or by period, optionally one worker ('Attestera vecka'). */
export type BulkVerifyBody = { ids: string[] } | { workerId?: string; startDate: string; endDate: string };

/** Admin only: every `submitted` report named becomes verified; others are skipped and not counted. */
export const bulkVerifyTimeReports = (body: BulkVerifyBody) => apiPost<BulkVerifyResult>(`${TIME_REPORTS_PATH}/verify`, body);

export function useBulkVerifyTimeReports({ mutationConfig }: { mutationConfig?: MutationConfig<typeof bulkVerifyTimeReports> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: bulkVerifyTimeReports,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
