import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExpenseRates } from "@shared/domain";
import { apiGet } from "@/lib/api-client";
import { EXPENSE_RATES_PATH, settingsKeys } from "./keys";

/** The company's rates for mileage, allowances and meal reductions (defaults: Skatteverket's for 2026). */
const getExpenseRates = () => apiGet<ExpenseRates>(EXPENSE_RATES_PATH);

export const expenseRatesQueryOptions = () => queryOptions({ queryKey: settingsKeys.expenseRates, queryFn: getExpenseRates });

/** For the phone's milersättning and traktamente forms, which show the kronor as they are typed. */
export function useExpenseRates() {
  return useQuery(expenseRatesQueryOptions());
}
