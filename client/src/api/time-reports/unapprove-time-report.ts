import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import type { UnapproveInput } from "@shared/validation/approvals";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/**
 * 'Ångra godkännande' (docs/product-rules.md §18) with a reason of 10-500 characters: an approved
 * report not yet attested waits for approval again; with the `updatedAt` it was listed with, 409
 * when it changed since. Answers with the report.
 */
export const unapproveTimeReport = ({ id, body }: { id: string; body: UnapproveInput }) => apiPost<TimeReport>(`${timeReportPath(id)}/unapprove`, body);

export function useUnapproveTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unapproveTimeReport, onSuccess: () => invalidateAfterTimeReportChange(queryClient) });
}
