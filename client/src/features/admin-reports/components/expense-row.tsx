import { ReceiptText } from "lucide-react";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { expenseWhat } from "@/lib/expense-texts";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { ApprovedBadge } from "./approved-badge";
import { SelectableRow } from "./list-parts";
import { useListLabels } from "./use-list-labels";

/** The same columns for the header row and each expense on wide screens. */
export const EXPENSE_COLUMNS = "lg:grid lg:grid-cols-[6.5rem_minmax(0,10rem)_minmax(0,1fr)_7rem] lg:items-center lg:gap-3";

interface ExpenseRowProps {
  expense: Expense;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
}

/** An expense in 'Alla rapporter': a click opens the expense dialog; a checkbox on submitted ones. */
export function ExpenseRow({ expense, selected, onSelectedChange, onOpen }: ExpenseRowProps) {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const labels = useListLabels();
  // 'Utlägg: Skruv och plugg 2026-03-17 Erik Andersson': names the expense in its controls' labels.
  const name = `${labels.kind[expense.kind]}: ${expenseWhat(expense)} ${expense.date} ${expense.worker.fullName}`;
  return (
    <SelectableRow
      data-expense-id={expense.id}
      selectable={expense.status === "submitted"}
      selected={selected}
      onSelectedChange={onSelectedChange}
      selectLabel={t("adminReports.expenses.select", { name })}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t("adminReports.expenses.open", { name })}
        className={`flex min-h-11 min-w-0 flex-1 flex-col gap-1 rounded-md p-1 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${EXPENSE_COLUMNS}`}
      >
        <span className="flex items-center justify-between gap-2 text-sm lg:block">
          <span className="font-semibold lg:font-medium">{format.date(expense.date, "short")}</span>
          <span className="text-base font-bold tabular-nums lg:hidden">{format.kronor(expense.amount)}</span>
        </span>
        <span className="truncate text-sm font-semibold" title={expense.worker.fullName}>
          {expense.worker.fullName}
        </span>
        <span className="flex min-w-0 items-start gap-1.5 text-sm">
          <ReceiptText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold">{labels.kind[expense.kind]}</span>{" "}
            <span className="line-clamp-2 break-words text-muted-foreground lg:line-clamp-1">{expenseWhat(expense)}</span>
          </span>
        </span>
        <span className="hidden text-right text-sm font-bold tabular-nums lg:block">{format.kronor(expense.amount)}</span>
      </button>
      <div className="flex basis-full items-center gap-2 pl-[3.25rem] lg:w-64 lg:shrink-0 lg:basis-auto lg:justify-end lg:pl-0">
        <ReportStatusBadge item={expense} labels={labels.status} />
        <ApprovedBadge item={expense} />
      </div>
    </SelectableRow>
  );
}
