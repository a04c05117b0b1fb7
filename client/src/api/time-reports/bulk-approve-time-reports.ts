import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkApproveResult } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { ShownRow } from "./approve-time-report";
import { invalidateAfterTimeReportChange } from "./invalidate";
import { TIME_REPORTS_PATH } from "./keys";

/**
 * 'Godkänn veckan', 'Godkänn allt som visas' (docs/product-rules.md §18): the reports named, each
 * with the `updatedAt` shown; one changed since refuses them all (409). Answers `{approved}`.
 */
export const bulkApproveTimeReports = (rows: ShownRow[]) => apiPost<BulkApproveResult>(`${TIME_REPORTS_PATH}/approve`, { ids: rows });

export function useBulkApproveTimeReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkApproveTimeReports, onSuccess: () => invalidateAfterTimeReportChange(queryClient) });
}
