import type { ReactNode } from "react";
import { EXPENSE_KIND_LABELS, formatDate, formatKronor, PAY_CODE_INFO } from "@shared/domain";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { cn } from "@/lib/cn";
import { expenseHeading, expenseWhat } from "@/lib/expense-texts";
import { payLineAmount, payLineUnits } from "@/lib/pay-line-text";
import { ADMIN_STATUS_LABELS } from "@/lib/report-status";
import { ReportImages } from "./report-images";
import { StateNote } from "./state-note";

/** '17 nov. 2026 07:30' from a trip's local `YYYY-MM-DDTHH:MM`. */
const at = (local: string) => `${formatDate(local.slice(0, 10), "short")} ${local.slice(11, 16)}`;

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The facts of its kind: VAT, distance, or the trip's times and counted days. */
function KindFacts({ expense }: { expense: Expense }) {
  switch (expense.kind) {
    case "utlagg":
      return <Fact label="Varav moms">{formatKronor(expense.vat)}</Fact>;
    case "mil":
      return <Fact label="Sträcka">{expense.km} km</Fact>;
    case "trakt":
      return (
        <>
          <Fact label="Avresa">{at(expense.departAt)}</Fact>
          <Fact label="Hemkomst">{at(expense.returnAt)}</Fact>
          <Fact label="Dagar" className="col-span-2 sm:col-span-1">
            {expense.fullDays} hela, {expense.halfDays} halva, {expense.nights} {expense.nights === 1 ? "natt" : "nätter"}
            {expense.lodgingPaid ? " (logi betald av arbetsgivaren)" : ""}
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
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4" aria-label={expenseHeading(expense)} data-expense-id={expense.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm font-bold">{EXPENSE_KIND_LABELS[expense.kind]}</p>
          <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{expenseWhat(expense)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-base font-extrabold tabular-nums">{formatKronor(expense.amount)}</span>
          <ReportStatusBadge item={expense} labels={ADMIN_STATUS_LABELS} />
        </div>
      </div>
      <StateNote item={expense} what="expense" className="p-2" />
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Datum">
          <time dateTime={expense.date} className="block first-letter:uppercase">
            {formatDate(expense.date, "long")}
          </time>
        </Fact>
        <KindFacts expense={expense} />
        {expense.project ? (
          <Fact label="Projekt" className="col-span-2 sm:col-span-1">
            <span className="font-medium">{expense.project.projectNumber}</span> <span className="text-muted-foreground">{expense.project.title}</span>
          </Fact>
        ) : null}
      </dl>
      <div>
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Lönerader</p>
        <ul className="divide-y rounded-md border text-sm" aria-label="Lönerader">
          {expense.lines.map((line) => (
            <li key={`${line.code}-${line.unitPrice}`} className="flex flex-wrap items-baseline justify-between gap-x-3 px-2 py-1.5">
              <span className="min-w-0">
                <span className="font-medium">{PAY_CODE_INFO[line.code].label}</span>{" "}
                <span className="whitespace-nowrap tabular-nums text-muted-foreground">{payLineUnits(line)}</span>
              </span>
              <span className="ml-auto whitespace-nowrap font-semibold tabular-nums">{payLineAmount(line)}</span>
            </li>
          ))}
        </ul>
      </div>
      {expense.kind === "utlagg" ? (
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Kvitton</p>
          <ReportImages paths={expense.receiptImageUrls} itemLabel="Kvitto" emptyText="Inga kvittonbilder uppladdade" />
        </div>
      ) : null}
      {actions}
    </li>
  );
}
