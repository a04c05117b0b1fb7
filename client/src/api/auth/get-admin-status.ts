import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStatus } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export const adminStatusQueryKey = ["/api/admin/status"] as const;

/** Whether any admin exists yet: /admin offers the first-admin setup until one does. */
export const getAdminStatus = () => apiGet<AdminStatus>("/api/admin/status");

export const adminStatusQueryOptions = () => queryOptions({ queryKey: adminStatusQueryKey, queryFn: getAdminStatus });

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions());
}
