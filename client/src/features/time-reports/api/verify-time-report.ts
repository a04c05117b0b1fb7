import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { invalidateTimeReportData } from "./get-time-reports";

/** Admin only: submitted → verified; any other state is a 409. */
export const verifyTimeReport = (id: string) => apiPost<TimeReport>(`/api/time-reports/${encodeURIComponent(id)}/verify`);

export function useVerifyTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTimeReport,
    onSuccess: () => invalidateTimeReportData(queryClient),
  });
}
