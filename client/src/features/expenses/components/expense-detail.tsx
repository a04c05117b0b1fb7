import { EXPENSE_KIND_LABELS, formatDate, formatKronor } from "@shared/domain";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { EXPENSE_TEXTS } from "../lib/expense-texts";
import { tripDaysText } from "../lib/pay-line-text";
import { expenseWhat } from "./expense-row";
import { PayLines } from "./pay-lines";

/** An attested or locked expense, which nothing can change: what it was, what it pays and how. */
export function ExpenseDetail({ expense }: { expense: Expense }) {
  return (
    <article className="flex flex-col gap-4" aria-labelledby="expense-detail-title">
      <div className="flex flex-col gap-1">
        <h1 id="expense-detail-title" className="text-2xl font-extrabold tracking-tight">
          {EXPENSE_KIND_LABELS[expense.kind]}
        </h1>
        <p className="text-sm text-muted-foreground">{expense.lockedForPayroll ? EXPENSE_TEXTS.lockedForPayroll : EXPENSE_TEXTS.verified}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Datum</dt>
        <dd>{formatDate(expense.date, "long")}</dd>
        <dt className="text-muted-foreground">Vad</dt>
        <dd className="break-words">{expenseWhat(expense)}</dd>
        {expense.kind === "trakt" ? (
          <>
            <dt className="text-muted-foreground">Dagar</dt>
            <dd>{tripDaysText(expense)}</dd>
          </>
        ) : null}
        {expense.project ? (
          <>
            <dt className="text-muted-foreground">Projekt</dt>
            <dd>{`${expense.project.projectNumber} · ${expense.project.title}`}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <ReportStatusBadge item={expense} />
        </dd>
        <dt className="text-muted-foreground">Belopp</dt>
        <dd className="text-base font-bold tabular-nums">{formatKronor(expense.amount)}</dd>
      </dl>
      <PayLines lines={expense.lines} />
      {expense.kind === "utlagg" && expense.receiptImageUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Kvitton">
          {expense.receiptImageUrls.map((path, i) => (
            <li key={path} className="size-24 overflow-hidden rounded-md border bg-muted">
              <img src={path} alt={`Kvitto ${i + 1}`} loading="lazy" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
