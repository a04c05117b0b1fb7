import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApprovalQueue } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { approvalKeys, APPROVALS_PATH, APPROVED_PATH } from "./keys";

/**
 * 'Att godkänna' (docs/product-rules.md §18): everything waiting for the caller's approval,
 * whatever its date, oldest day first. A worker who leads no project gets both lists empty.
 */
export const getApprovals = () => apiGet<ApprovalQueue>(APPROVALS_PATH);

const approvalsQueryOptions = () => queryOptions({ queryKey: approvalKeys.all, queryFn: getApprovals });

export function useApprovals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...approvalsQueryOptions(), enabled });
}

/**
 * 'Godkända, ej attesterade' (docs/product-rules.md §18): what the caller approved that payroll
 * has not yet attested, and so may still undo; oldest day first.
 */
export const getApprovedUnattested = () => apiGet<ApprovalQueue>(APPROVED_PATH);

export function useApprovedUnattested() {
  return useQuery({ queryKey: approvalKeys.approved(), queryFn: getApprovedUnattested });
}
