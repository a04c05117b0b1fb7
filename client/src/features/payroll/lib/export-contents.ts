import { countOf, formatHours, formatKronor } from "@shared/domain";
import type { PayrollExport } from "@shared/types";

/**
 * What an export carried, for the list, the exported period and the toast: '42 rapporter',
 * '315,5 h' and, when it had any, '3 ersättningar på 1 050,00 kr' (docs/product-rules.md §16).
 */
export function exportContents(e: Pick<PayrollExport, "reportCount" | "totalHours" | "expenseCount" | "expenseAmount">): string[] {
  const parts = [countOf(e.reportCount, "rapport", "rapporter"), `${formatHours(e.totalHours)} h`];
  if (e.expenseCount > 0) parts.push(`${countOf(e.expenseCount, "ersättning", "ersättningar")} på ${formatKronor(e.expenseAmount)}`);
  return parts;
}
