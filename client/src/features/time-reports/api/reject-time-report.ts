import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateTimeReportData } from "./get-time-reports";

/** Admin only: rejecting deletes a submitted report (its last state stays in the audit log). */
export const rejectTimeReport = (id: string) => apiRequest<unknown>("DELETE", `/api/time-reports/${encodeURIComponent(id)}`);

export function useRejectTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTimeReport,
    onSuccess: () => invalidateTimeReportData(queryClient),
  });
}
