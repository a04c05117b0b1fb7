import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReportBody } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

export interface UpdateTimeReportInput {
  id: string;
  body: TimeReportBody;
}

/** 409 'Verifierade rapporter kan inte ändras' once an admin has verified it. */
export const updateTimeReport = ({ id, body }: UpdateTimeReportInput) => apiRequest<TimeReport>("PUT", timeReportPath(id), body);

export function useUpdateTimeReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateTimeReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateTimeReport,
    onSuccess: async (...args) => {
      await invalidateAfterTimeReportChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
