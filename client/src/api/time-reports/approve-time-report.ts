import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { timeReportPath } from "./keys";

/** A report as the approver was shown it: the server refuses with a 409 when it has changed since. */
export interface ShownRow {
  id: string;
  updatedAt: string;
}

/**
 * 'Godkänn' (docs/product-rules.md §18), by an arbetsledare of the report's project or an admin:
 * a submitted report not yet approved, as it was shown (`updatedAt`). Answers with the report.
 */
export const approveTimeReport = ({ id, updatedAt }: ShownRow) => apiPost<TimeReport>(`${timeReportPath(id)}/approve`, { updatedAt });

export function useApproveTimeReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveTimeReport, onSuccess: () => invalidateAfterTimeReportChange(queryClient) });
}
