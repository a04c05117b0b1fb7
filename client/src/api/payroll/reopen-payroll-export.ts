import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayrollExport } from "@shared/types";
import type { ReopenPeriodInput } from "@shared/validation/payroll";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterPayrollChange } from "./invalidate";
import { payrollExportPath } from "./keys";

export interface ReopenPayrollExportInput {
  id: string;
  body: ReopenPeriodInput;
}

/** 'Öppna igen': frees the period's dates; the export stays listed as reopened. */
export const reopenPayrollExport = ({ id, body }: ReopenPayrollExportInput) => apiRequest<PayrollExport>("DELETE", payrollExportPath(id), body);

export function useReopenPayrollExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reopenPayrollExport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: reopenPayrollExport,
    onSuccess: async (...args) => {
      await invalidateAfterPayrollChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
