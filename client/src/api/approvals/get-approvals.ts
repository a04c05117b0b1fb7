import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApprovalQueue } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { approvalKeys, APPROVALS_PATH } from "./keys";

/**
 * 'Att godkänna' (docs/product-rules.md §18): everything waiting for the caller's approval,
 * whatever its date, oldest day first. A worker who leads no project gets both lists empty.
 */
export const getApprovals = () => apiGet<ApprovalQueue>(APPROVALS_PATH);

const approvalsQueryOptions = () => queryOptions({ queryKey: approvalKeys.all, queryFn: getApprovals });

export function useApprovals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...approvalsQueryOptions(), enabled });
}
