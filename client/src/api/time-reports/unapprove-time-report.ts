import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { AdminReasonInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/**
 * 'Ångra godkännande' (docs/product-rules.md §18) with a reason of 10-500 characters: an approved
 * report not yet attested waits for approval again. Answers with the report.
 */
export const unapproveTimeReport = ({ id, body }: { id: string; body: AdminReasonInput }) => apiPost<TimeReport>(`${timeReportPath(id)}/unapprove`, body);

export function useUnapproveTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unapproveTimeReport, onSuccess: () => invalidateAfterTimeReportChange(queryClient) });
}
