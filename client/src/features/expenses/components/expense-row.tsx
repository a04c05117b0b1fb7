import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { isReturned } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { Expense } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/** What it is, in a line: what was bought, the drive, or where the trip went. */
export function expenseWhat(expense: Expense): string {
  if (expense.kind === "utlagg") return expense.description;
  if (expense.kind === "mil") return `${expense.km} km · ${expense.route}`;
  return expense.destination;
}

/** One expense in 'Mina ersättningar': kind, day, what, the kronor and its state, as a report's row shows them. */
export function ExpenseRow({ expense, href }: { expense: Expense; href: string }) {
  const t = useT(expensesSv);
  const tr = useT(reportSv);
  const format = useFormat();
  return (
    <li>
      <Link
        href={href}
        className="flex min-h-14 w-full items-center gap-3 rounded-md px-2 py-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-3"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-semibold">{t(`expenses.kind.${expense.kind}`)}</span>
          <span className="text-sm text-muted-foreground">{format.date(expense.date, "short")}</span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{expenseWhat(expense)}</span>
          {isReturned(expense) ? (
            <span className="line-clamp-3 text-sm text-destructive">{tr("report.form.returned", { reason: expense.returnReason ?? "" })}</span>
          ) : null}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-bold tabular-nums">{format.kronor(expense.amount)}</span>
          <ReportStatusBadge item={expense} />
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
