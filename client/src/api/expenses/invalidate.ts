import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { payrollKeys } from "../payroll/keys";
import { expenseKeys } from "./keys";

/**
 * After an expense is filed, changed or removed (docs/product-rules.md §16): every list and
 * expense, the admin's week grid that shows their kronor, and the payroll preview (what it
 * pays and what blocks an export). The one place that says what an expense change makes stale.
 */
export async function invalidateAfterExpenseChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([expenseKeys.all, adminKeys.all, payrollKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
