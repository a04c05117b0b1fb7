import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayrollExportCreated, PayrollWarning, PayrollWarningsConflict } from "@shared/types";
import type { PayPeriod } from "@shared/validation/payroll";
import { ApiError, apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterPayrollChange } from "./invalidate";
import { PAYROLL_EXPORTS_PATH, payrollKeys } from "./keys";

/**
 * Locks the period and snapshots its hours; answers the export with what it changed against the
 * period's previous one (docs/product-rules.md §10, "Changes"); 409 with the server's sentence when something blocks it.
 * `acknowledgeWarnings` is sent only when the admin was shown the period's warnings and went on
 * (docs/product-rules.md §10); without it a period with warnings answers 409 with them.
 */
export const createPayrollExport = ({ acknowledgeWarnings, ...period }: PayPeriod & { acknowledgeWarnings?: boolean }) =>
  apiPost<PayrollExportCreated>(PAYROLL_EXPORTS_PATH, acknowledgeWarnings ? { ...period, acknowledgeWarnings: true } : period);

function isWarning(value: unknown): value is PayrollWarning {
  if (typeof value !== "object" || value === null) return false;
  const w = value as Record<string, unknown>;
  return typeof w.kind === "string" && typeof w.message === "string" && Array.isArray(w.dates) && typeof w.worker === "object" && w.worker !== null;
}

/**
 * The 409 of an export refused for warnings the admin had not seen (they changed meanwhile):
 * its sentence and the warnings as the server counts them now; null for any other failure.
 */
export function warningsConflict(error: unknown): PayrollWarningsConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.serverMessage) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    return null;
  }
  const warnings = typeof body === "object" && body !== null ? (body as { warnings?: unknown }).warnings : undefined;
  if (!Array.isArray(warnings) || !warnings.every(isWarning)) return null;
  return { message: error.serverMessage, warnings };
}

export function useCreatePayrollExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createPayrollExport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createPayrollExport,
    onSuccess: async (...args) => {
      await invalidateAfterPayrollChange(queryClient);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // Refused for warnings that changed since the preview: the preview is out of date.
      if (warningsConflict(args[0])) await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      await onError?.(...args);
    },
  });
}
