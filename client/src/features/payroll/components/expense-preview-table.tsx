import { oreOf } from "@shared/domain";
import type { PayrollPreview } from "@shared/types";
import { payLineAmount, payLineQuantity } from "@/lib/pay-line-text";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { ScrollTable } from "./scroll-table";
import { useFormat } from "@/lib/i18n/use-format";
import { usePayLineWords } from "@/lib/i18n/use-pay-line-words";

/**
 * The attested ersättningar of the period per worker and pay code (docs/product-rules.md §16):
 * units and kronor of each line as the PAXml file will carry it, meal reductions subtracted,
 * and what each worker is paid in all. Nothing is shown when no worker has any.
 */
export function ExpensePreviewTable({ preview }: { preview: PayrollPreview }) {
  const t = useT(payrollSv);
  const format = useFormat();
  const words = usePayLineWords();
  const withExpenses = preview.workers.filter((w) => w.expenses.length > 0);
  if (withExpenses.length === 0) return null;
  const total = withExpenses.reduce((sum, w) => sum + oreOf(w.expenseAmount), 0);
  return (
    <ScrollTable
      region={t("payroll.expenses.region")}
      label={t("payroll.expenses.label")}
      className="border-t"
      columns={[
        { label: t("payroll.preview.worker") },
        { label: t("payroll.expenses.kind") },
        { label: t("payroll.expenses.quantity"), numeric: true },
        { label: t("payroll.expenses.amount"), numeric: true },
      ]}
      totals={{ span: 3, cells: <td className="px-3 py-2 text-right tabular-nums">{format.kronor(total)}</td> }}
    >
      {withExpenses.map(({ worker, expenses, expenseAmount }) => (
        <tbody key={worker.id} className="border-b">
          {expenses.map((line, i) => (
            <tr key={line.code}>
              {i === 0 ? (
                <th scope="rowgroup" rowSpan={expenses.length + 1} className="px-3 py-2 text-left align-top font-semibold">
                  {worker.fullName}
                </th>
              ) : null}
              <td className="px-3 py-2">{words.label(line.code)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{payLineQuantity(line, "payroll", words)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{payLineAmount(line, words)}</td>
            </tr>
          ))}
          <tr aria-label={t("payroll.expenses.sumOf", { name: worker.fullName })}>
            <td colSpan={2} className="px-3 py-2 font-semibold">
              {t("payroll.preview.sum")}
            </td>
            <td className="px-3 py-2 text-right font-bold tabular-nums">{format.kronor(expenseAmount)}</td>
          </tr>
        </tbody>
      ))}
    </ScrollTable>
  );
}
