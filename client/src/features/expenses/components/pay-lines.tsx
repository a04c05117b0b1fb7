import { PAY_CODE_INFO, type PayLine } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { useT } from "@/lib/i18n/runtime";
import { payLineSum } from "@/lib/pay-line-text";

/** Each line an expense becomes, as the payroll file will carry it: 'Traktamente, hel dag: 2 dagar × 300,00 kr = 600,00 kr'. */
export function PayLines({ lines, label }: { lines: readonly PayLine[]; label?: string }) {
  const t = useT(expensesSv);
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label ?? t("expenses.payLines")} className="flex flex-col gap-1 text-sm">
      {lines.map((line) => (
        <li key={`${line.code}-${line.unitPrice}`} className="flex flex-col sm:flex-row sm:gap-1">
          <span className="text-muted-foreground">{PAY_CODE_INFO[line.code].label}:</span>
          <span className="tabular-nums">{payLineSum(line)}</span>
        </li>
      ))}
    </ul>
  );
}
