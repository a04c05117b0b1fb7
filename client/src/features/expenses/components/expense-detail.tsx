import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { expenseWhat } from "./expense-row";
import { PayLines } from "./pay-lines";

/** An attested or locked expense, which nothing can change: what it was, what it pays and how. */
export function ExpenseDetail({ expense }: { expense: Expense }) {
  const t = useT(expensesSv);
  const format = useFormat();
  return (
    <article className="flex flex-col gap-4" aria-labelledby="expense-detail-title">
      <div className="flex flex-col gap-1">
        <h1 id="expense-detail-title" className="text-2xl font-extrabold tracking-tight">
          {t(`expenses.kind.${expense.kind}`)}
        </h1>
        <p className="text-sm text-muted-foreground">{t(expense.lockedForPayroll ? "expenses.detail.locked" : "expenses.detail.verified")}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("expenses.form.date")}</dt>
        <dd>{format.date(expense.date, "long")}</dd>
        <dt className="text-muted-foreground">{t("expenses.detail.what")}</dt>
        <dd className="break-words">{expenseWhat(expense)}</dd>
        {expense.kind === "trakt" ? (
          <>
            <dt className="text-muted-foreground">{t("expenses.detail.days")}</dt>
            <dd>{t("expenses.trakt.days", expense)}</dd>
          </>
        ) : null}
        {expense.project ? (
          <>
            <dt className="text-muted-foreground">{t("expenses.detail.project")}</dt>
            <dd>{`${expense.project.projectNumber} · ${expense.project.title}`}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("expenses.detail.status")}</dt>
        <dd>
          <ReportStatusBadge item={expense} />
        </dd>
        <dt className="text-muted-foreground">{t("expenses.detail.amount")}</dt>
        <dd className="text-base font-bold tabular-nums">{format.kronor(expense.amount)}</dd>
      </dl>
      <PayLines lines={expense.lines} />
      {expense.kind === "utlagg" && expense.receiptImageUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("expenses.detail.receipts")}>
          {expense.receiptImageUrls.map((path, i) => (
            <li key={path} className="size-24 overflow-hidden rounded-md border bg-muted">
              <img src={path} alt={t("expenses.detail.receipt", { number: i + 1 })} loading="lazy" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
