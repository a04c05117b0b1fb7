import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export interface AdminStatus {
  hasAdmin: boolean;
}

export const adminStatusQueryKey = ["/api/admin/status"] as const;

export const getAdminStatus = () => apiGet<AdminStatus>("/api/admin/status");

export const adminStatusQueryOptions = () => queryOptions({ queryKey: adminStatusQueryKey, queryFn: getAdminStatus });

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions());
}
