import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { payrollKeys } from "../payroll/keys";
import { siteKeys } from "../sites/keys";
import { summaryKeys } from "../summary/keys";
import { timeReportKeys } from "../time-reports/keys";
import { projectKeys } from "./keys";

/**
 * After a project is created, changed or archived: the project lists (the admin's and the
 * report form's choices), and what shows a project's number and title inside reports: the
 * report lists and the admin's week grid; the dashboard's count of active projects; and the
 * payroll preview, which warns of project numbers too long for PAXml; and the sites, whose
 * lists of projects follow the project's site (docs/product-rules.md §15).
 */
export async function invalidateAfterProjectChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [projectKeys.all, timeReportKeys.all, adminKeys.all, summaryKeys.all, payrollKeys.all, siteKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
