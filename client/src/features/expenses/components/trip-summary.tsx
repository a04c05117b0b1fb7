import { CircleAlert } from "lucide-react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { EXPENSE_MSG } from "@shared/validation";
import { useT } from "@/lib/i18n/runtime";
import type { TripPreview } from "../lib/trip-form";
import { PayLines } from "./pay-lines";
import { useFormat } from "@/lib/i18n/use-format";

/**
 * What the trip pays as it is typed (docs/product-rules.md §16): its whole days, half days and
 * nights, each line, and the sum; or why it pays nothing.
 */
export function TripSummary({ preview }: { preview: TripPreview | null }) {
  const t = useT(expensesSv);
  const format = useFormat();
  if (!preview) return <p className="text-sm text-muted-foreground">{t("expenses.trakt.fillTimes")}</p>;
  if (preview.refusal) {
    return (
      <div role="status" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{EXPENSE_MSG.trip[preview.refusal]}</p>
      </div>
    );
  }
  const { count, allowance } = preview;
  return (
    <section aria-label={t("expenses.trakt.sum")} className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      <p role="status" className="flex flex-col gap-0.5">
        <span className="text-base font-bold">{count ? t("expenses.trakt.days", count) : null}</span>
        {allowance ? <span className="text-base font-bold tabular-nums">{t("expenses.trakt.total", { amount: format.kronor(allowance.amount) })}</span> : null}
      </p>
      {allowance ? <PayLines lines={allowance.lines} /> : <p className="text-sm text-muted-foreground">{t("expenses.form.ratesMissing")}</p>}
    </section>
  );
}
