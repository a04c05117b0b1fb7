import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { invalidateTimeReportData } from "./get-time-reports";

/** A new report is submitted for review at once; the server sets owner and status. */
export const createTimeReport = (body: TimeReportBody) => apiPost<TimeReport>("/api/time-reports", body);

export function useCreateTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeReport,
    onSuccess: () => invalidateTimeReportData(queryClient),
  });
}
