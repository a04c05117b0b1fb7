import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSettings } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { ACCOUNT_SETTINGS_PATH, settingsKeys } from "./keys";

/** Who may make an account: `invite` or `open` (REGISTRATION decides until an admin saves). */
export const getAccountSettings = () => apiGet<AccountSettings>(ACCOUNT_SETTINGS_PATH);

export function useAccountSettings() {
  return useQuery(queryOptions({ queryKey: settingsKeys.accounts, queryFn: getAccountSettings }));
}
