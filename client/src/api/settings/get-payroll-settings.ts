import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayrollSettings } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { PAYROLL_SETTINGS_PATH, settingsKeys } from "./keys";

/** Company, organisation number, overtime rule and the code map; the server fills defaults. */
export const getPayrollSettings = () => apiGet<PayrollSettings>(PAYROLL_SETTINGS_PATH);

export const payrollSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.payroll, queryFn: getPayrollSettings });

export function usePayrollSettings() {
  return useQuery(payrollSettingsQueryOptions());
}
