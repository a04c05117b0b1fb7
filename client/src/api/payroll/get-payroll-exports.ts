import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayrollExport } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { PAYROLL_EXPORTS_PATH, payrollKeys } from "./keys";

/** Every exported pay period, reopened ones too, newest first. */
export const getPayrollExports = () => apiGet<PayrollExport[]>(PAYROLL_EXPORTS_PATH);

export const payrollExportsQueryOptions = () => queryOptions({ queryKey: payrollKeys.exports, queryFn: getPayrollExports });

export function usePayrollExports() {
  return useQuery(payrollExportsQueryOptions());
}
