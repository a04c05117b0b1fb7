import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayrollSettings } from "@shared/types";
import type { PayrollSettingsInput } from "@shared/validation/payroll";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSettingsChange } from "./invalidate";
import { PAYROLL_SETTINGS_PATH, settingsKeys } from "./keys";

/** PUT replaces the whole document; the answer is what is stored now. */
export const updatePayrollSettings = (body: PayrollSettingsInput) => apiRequest<PayrollSettings>("PUT", PAYROLL_SETTINGS_PATH, body);

export function useUpdatePayrollSettings({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePayrollSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updatePayrollSettings,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(settingsKeys.payroll, data);
      await invalidateAfterSettingsChange(queryClient);
      await onSuccess?.(data, ...rest);
    },
  });
}
