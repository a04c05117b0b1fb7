import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { closureKeys } from "../closures/keys";
import { payrollKeys } from "../payroll/keys";
import { timeReportKeys } from "../time-reports/keys";
import { workingTimeKeys } from "../working-time/keys";
import { userKeys } from "./keys";

/**
 * After an account is created, changed, deactivated or deleted: the user list, and what
 * shows a worker by name or counts them: report lists, the admin's week grid and figures,
 * the admin's list of closed weeks, the payroll preview (names and employee numbers, and
 * its warning of a missing one), and the working-time warnings and journal, which name workers.
 */
export async function invalidateAfterUserChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [userKeys.all, timeReportKeys.all, adminKeys.all, closureKeys.all, payrollKeys.all, workingTimeKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
