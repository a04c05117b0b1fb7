import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEMO_ACCOUNTS_PATH } from "@shared/first-screen";
import type { DemoAccount } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export const demoAccountsQueryKey = [DEMO_ACCOUNTS_PATH] as const;

/** Empty unless the server has demo accounts switched on. */
export const getDemoAccounts = () => apiGet<DemoAccount[]>(DEMO_ACCOUNTS_PATH);

export const demoAccountsQueryOptions = () => queryOptions({ queryKey: demoAccountsQueryKey, queryFn: getDemoAccounts });

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
