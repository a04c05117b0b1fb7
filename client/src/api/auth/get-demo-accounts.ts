import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DemoAccount } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export const demoAccountsQueryKey = ["/api/demo-accounts"] as const;

/** Empty unless the server has demo accounts switched on. */
export const getDemoAccounts = () => apiGet<DemoAccount[]>("/api/demo-accounts");

export const demoAccountsQueryOptions = () => queryOptions({ queryKey: demoAccountsQueryKey, queryFn: getDemoAccounts });

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
