import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { approvalKeys } from "../approvals/keys";
import { payrollKeys } from "../payroll/keys";
import { expenseKeys } from "./keys";

/**
 * After an expense is filed, changed, removed, attested, sent back, rejected or its attest
 * undone, from whichever screen: every expense list (the dashboard's 'Skickade tillbaka' and
 * 'Nekade ersättningar' among them, all under expenseKeys.all), the admin's week grid (each
 * worker carries the week's expenses) and the payroll preview (its attested expenses and what
 * blocks an export), and the queue 'Att godkänna'. This list is the one place that says what an expense change makes stale.
 */
export async function invalidateAfterExpenseChange(queryClient: QueryClient): Promise<void> {
  const stale = [expenseKeys.all, adminKeys.all, payrollKeys.all, approvalKeys.all];
  await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
