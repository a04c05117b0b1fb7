import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountSettings } from "@shared/types";
import type { AccountSettingsInput } from "@shared/validation";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { adminStatusQueryKey } from "../auth/get-admin-status";
import { ACCOUNT_SETTINGS_PATH, settingsKeys } from "./keys";

export const updateAccountSettings = (body: AccountSettingsInput) => apiRequest<AccountSettings>("PUT", ACCOUNT_SETTINGS_PATH, body);

export function useUpdateAccountSettings({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateAccountSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateAccountSettings,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(settingsKeys.accounts, data);
      // The signed-out screens' 'Skapa konto' follows the setting.
      await queryClient.invalidateQueries({ queryKey: adminStatusQueryKey });
      await onSuccess?.(data, ...rest);
    },
  });
}
