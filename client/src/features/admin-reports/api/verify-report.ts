import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { adminSummaryQueryKey } from "./get-admin-summary";
import { timeReportsBaseKey } from "./get-time-reports-page";

/** POST /api/time-reports/{id}/verify; 409 unless the report is submitted. */
export const verifyReport = (id: string) => apiPost<TimeReport>(`/api/time-reports/${encodeURIComponent(id)}/verify`);

export function useVerifyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeReportsBaseKey }),
        queryClient.invalidateQueries({ queryKey: adminSummaryQueryKey }),
      ]),
  });
}
