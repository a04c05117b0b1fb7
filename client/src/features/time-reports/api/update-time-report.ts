import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { invalidateTimeReportData } from "./get-time-reports";

export interface UpdateTimeReportInput {
  id: string;
  body: TimeReportBody;
}

/** 409 'Verifierade rapporter kan inte ändras' once an admin has verified it. */
export const updateTimeReport = ({ id, body }: UpdateTimeReportInput) => apiRequest<TimeReport>("PUT", `/api/time-reports/${encodeURIComponent(id)}`, body);

export function useUpdateTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeReport,
    onSuccess: () => invalidateTimeReportData(queryClient),
  });
}
