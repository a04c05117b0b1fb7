import type { PayLine } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { useT } from "@/lib/i18n/runtime";
import { usePayLineWords } from "@/lib/i18n/use-pay-line-words";
import { payLineSum } from "@/lib/pay-line-text";

/**
 * Each line an expense becomes, as the payroll file will carry it, in the worker's language:
 * 'Traktamente, hel dag: 2 dagar × 300,00 kr = 600,00 kr', 'Allowance, full day: 2 days × 300.00 kr = 600.00 kr'.
 */
export function PayLines({ lines, label }: { lines: readonly PayLine[]; label?: string }) {
  const t = useT(expensesSv);
  const words = usePayLineWords();
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label ?? t("expenses.payLines")} className="flex flex-col gap-1 text-sm">
      {lines.map((line) => (
        <li key={`${line.code}-${line.unitPrice}`} className="flex flex-col sm:flex-row sm:gap-1">
          <span className="text-muted-foreground">{words.label(line.code)}:</span>
          <span className="tabular-nums">{payLineSum(line, "spoken", words)}</span>
        </li>
      ))}
    </ul>
  );
}
