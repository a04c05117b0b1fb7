import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { approvalKeys } from "../approvals/keys";
import { calendarKeys } from "../calendar/keys";
import { closureKeys } from "../closures/keys";
import { payrollKeys } from "../payroll/keys";
import { projectKeys } from "../projects/keys";
import { summaryKeys } from "../summary/keys";
import { workingTimeKeys } from "../working-time/keys";
import { timeReportKeys } from "./keys";

/**
 * After a report is created, updated, verified, returned, rejected or its attest undone, from whichever screen: every
 * report list and page, the admin's week grid, figures and histories, the worker's calendar
 * and closed weeks, the projects' reported hours, the working-time warnings and journal, and the
 * payroll preview (its verified hours and what blocks an export). This list is the one place
 * that says what a report change makes stale.
 */
export async function invalidateAfterTimeReportChange(queryClient: QueryClient): Promise<void> {
  const stale = [
    timeReportKeys.all,
    adminKeys.all,
    calendarKeys.all,
    closureKeys.all,
    projectKeys.all,
    workingTimeKeys.all,
    summaryKeys.all,
    payrollKeys.all,
    approvalKeys.all,
  ];
  await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
