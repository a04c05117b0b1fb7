import type { PayrollExport } from "@shared/types";
import type payrollSv from "@shared/i18n/catalogs/payroll/sv";
import type { Translate } from "@/lib/i18n/runtime";
import type { useFormat } from "@/lib/i18n/use-format";

/**
 * What an export carried, for the list, the exported period and the toast: '42 rapporter',
 * '315,5 h' and, when it had any, '3 ersättningar på 1 050,00 kr' (docs/product-rules.md §16),
 * in the screen's language.
 */
export function exportContents(
  e: Pick<PayrollExport, "reportCount" | "totalHours" | "expenseCount" | "expenseAmount">,
  t: Translate<typeof payrollSv>,
  format: Pick<ReturnType<typeof useFormat>, "hours" | "kronor">,
): string[] {
  const parts = [t("payroll.contents.reports", { count: e.reportCount }), t("payroll.contents.hours", { hours: format.hours(e.totalHours) })];
  if (e.expenseCount > 0) parts.push(t("payroll.contents.expenses", { count: e.expenseCount, amount: format.kronor(e.expenseAmount) }));
  return parts;
}
