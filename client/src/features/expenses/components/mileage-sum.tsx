import { mileageLines, type ExpenseRates } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { useT } from "@/lib/i18n/runtime";
import { usePayLineWords } from "@/lib/i18n/use-pay-line-words";
import { mileageHeadline } from "../lib/pay-line-text";
import { PayLines } from "./pay-lines";

interface MileageSumProps {
  /** The whole kilometres typed, null while they are not a distance the rules take. */
  km: number | null;
  rates: ExpenseRates | undefined;
}

/**
 * What the drive pays as it is typed (docs/product-rules.md §16): '123 km = 12,3 mil × 25,00 kr =
 * 307,50 kr', and, when the company pays more than the tax-free rate, the tax-free and the
 * taxable part (MIL_FRI, MIL_SKT) as the payroll file will carry them.
 */
export function MileageSum({ km, rates }: MileageSumProps) {
  const t = useT(expensesSv);
  const words = usePayLineWords();
  if (km === null) return null;
  if (!rates) return <p className="text-sm text-muted-foreground">{t("expenses.form.ratesMissing")}</p>;
  const lines = mileageLines(km, rates);
  return (
    <section aria-label={t("expenses.mil.sum")} className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      <p role="status" className="text-base font-bold tabular-nums">
        {mileageHeadline(km, rates.mileageRate, lines, words)}
      </p>
      {lines.length > 1 ? <PayLines lines={lines} label={t("expenses.mil.ofWhich")} /> : null}
    </section>
  );
}
