import type { ReactNode } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { cn } from "@/lib/cn";
import { expenseWhat, useExpenseHeading } from "@/lib/expense-texts";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { usePayLineWords } from "@/lib/i18n/use-pay-line-words";
import { payLineAmount, payLineUnits } from "@/lib/pay-line-text";
import { useAdminStatusLabels } from "@/lib/report-status";
import { ReportImages } from "./report-images";
import { StateNote } from "./state-note";

/** '17 nov. 2026 07:30' from a trip's local `YYYY-MM-DDTHH:MM`, in the language. */
function At({ local }: { local: string }) {
  const format = useFormat();
  return `${format.date(local.slice(0, 10), "short")} ${local.slice(11, 16)}`;
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <dt className="text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:text-xs">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The facts of its kind: VAT, distance, or the trip's times and counted days. */
function KindFacts({ expense }: { expense: Expense }) {
  const t = useT(expensesSv);
  const format = useFormat();
  switch (expense.kind) {
    case "utlagg":
      return <Fact label={t("expenses.card.vat")}>{format.kronor(expense.vat)}</Fact>;
    case "mil":
      return <Fact label={t("expenses.card.distance")}>{t("expenses.card.km", { km: String(expense.km) })}</Fact>;
    case "trakt":
      return (
        <>
          <Fact label={t("expenses.trakt.depart")}>
            <At local={expense.departAt} />
          </Fact>
          <Fact label={t("expenses.trakt.return")}>
            <At local={expense.returnAt} />
          </Fact>
          <Fact label={t("expenses.detail.days")} className="col-span-2 sm:col-span-1">
            {t(expense.lodgingPaid ? "expenses.card.daysLodging" : "expenses.card.days", expense)}
          </Fact>
        </>
      );
  }
}

/**
 * One expense as the admin attests it (docs/product-rules.md §16): what it was, what it pays,
 * the pay lines it becomes (units × price), its receipts and its state, with `actions` under it.
 */
export function ExpenseCard({ expense, actions }: { expense: Expense; actions: ReactNode }) {
  const t = useT(expensesSv);
  const format = useFormat();
  const expenseHeading = useExpenseHeading();
  const adminLabels = useAdminStatusLabels();
  const words = usePayLineWords();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4" aria-label={expenseHeading(expense)} data-expense-id={expense.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm font-bold">{t(`expenses.kind.${expense.kind}`)}</p>
          <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{expenseWhat(expense)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-base font-extrabold tabular-nums">{format.kronor(expense.amount)}</span>
          <ReportStatusBadge item={expense} labels={adminLabels} />
        </div>
      </div>
      <StateNote item={expense} what="expense" className="p-2" />
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t("expenses.form.date")}>
          <time dateTime={expense.date} className="block first-letter:uppercase">
            {format.date(expense.date, "long")}
          </time>
        </Fact>
        <KindFacts expense={expense} />
        {expense.project ? (
          <Fact label={t("expenses.detail.project")} className="col-span-2 sm:col-span-1">
            <span className="font-medium">{expense.project.projectNumber}</span> <span className="text-muted-foreground">{expense.project.title}</span>
          </Fact>
        ) : null}
      </dl>
      <div>
        <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:text-xs">{t("expenses.card.payLines")}</p>
        <ul className="divide-y rounded-md border text-sm" aria-label={t("expenses.card.payLines")}>
          {expense.lines.map((line) => (
            <li key={`${line.code}-${line.unitPrice}`} className="flex flex-wrap items-baseline justify-between gap-x-3 px-2 py-1.5">
              <span className="min-w-0">
                <span className="font-medium">{words.label(line.code)}</span>{" "}
                <span className="whitespace-nowrap tabular-nums text-muted-foreground">{payLineUnits(line, "payroll", words)}</span>
              </span>
              <span className="ml-auto whitespace-nowrap font-semibold tabular-nums">{payLineAmount(line, words)}</span>
            </li>
          ))}
        </ul>
      </div>
      {expense.kind === "utlagg" ? (
        <div>
          <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:text-xs">{t("expenses.detail.receipts")}</p>
          <ReportImages paths={expense.receiptImageUrls} itemLabel={t("expenses.card.receipt")} emptyText={t("expenses.card.noReceipts")} />
        </div>
      ) : null}
      {actions}
    </li>
  );
}
