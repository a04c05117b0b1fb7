import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { timeReportKeys } from "../time-reports/keys";
import { payrollKeys } from "./keys";

/**
 * After a period is exported or reopened: the previews, the list of exports and the locked
 * periods the report form refuses, and every report list, whose `lockedForPayroll` ('Låst för
 * lön') has changed. The admin's week grid shows the same mark.
 */
export async function invalidateAfterPayrollChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [payrollKeys.all, payrollKeys.lockedPeriods, timeReportKeys.all, adminKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
