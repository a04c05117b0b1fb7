import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayrollExport } from "@shared/types";
import type { PayPeriod } from "@shared/validation/payroll";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterPayrollChange } from "./invalidate";
import { PAYROLL_EXPORTS_PATH } from "./keys";

/** Locks the period and snapshots its hours; 409 with the server's sentence when something blocks it. */
export const createPayrollExport = (period: PayPeriod) => apiPost<PayrollExport>(PAYROLL_EXPORTS_PATH, period);

export function useCreatePayrollExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createPayrollExport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createPayrollExport,
    onSuccess: async (...args) => {
      await invalidateAfterPayrollChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
