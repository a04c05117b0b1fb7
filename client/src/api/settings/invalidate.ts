import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { payrollKeys } from "../payroll/keys";
import { siteKeys } from "../sites/keys";
import { workingTimeKeys } from "../working-time/keys";
import { settingsKeys } from "./keys";

/**
 * After the payroll settings are saved: what their codes, overtime rule and limits decide.
 * The payroll preview, the working-time warnings and journal, and the week grid's warning
 * marks and filter, the daily norm of the report forms and
 * the rates the expense forms count with; the sites, whose readiness names a
 * missing company name or org number (docs/product-rules.md §15). The settings' own query takes the saved answer as it is.
 */
export async function invalidateAfterSettingsChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [payrollKeys.all, workingTimeKeys.all, adminKeys.all, settingsKeys.dailyNorm, settingsKeys.expenseRates, siteKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
