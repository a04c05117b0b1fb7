import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PayrollPreview } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { PAYROLL_PREVIEW_PATH, payrollKeys } from "./keys";

/** Verified hours per worker and code in a period, and what blocks its export. */
export const getPayrollPreview = (startDate: string, endDate: string) => apiGet<PayrollPreview>(withQuery(PAYROLL_PREVIEW_PATH, { startDate, endDate }));

export const payrollPreviewQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({ queryKey: payrollKeys.preview(startDate, endDate), queryFn: () => getPayrollPreview(startDate, endDate) });

/** `period` null while the picked dates are invalid: nothing is fetched. */
export function usePayrollPreview(period: { startDate: string; endDate: string } | null) {
  return useQuery({
    ...payrollPreviewQueryOptions(period?.startDate ?? "", period?.endDate ?? ""),
    enabled: period !== null,
    // The previous month stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}
