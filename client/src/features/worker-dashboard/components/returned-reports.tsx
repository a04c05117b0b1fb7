import { ChevronRight, Undo2 } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import type { TimeReport } from "@shared/types";
import { returnedExpensesQueryOptions } from "@/api/expenses/get-expenses";
import { returnedReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { useExpenseHeading } from "@/lib/expense-texts";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { reportSubject } from "@/lib/time-codes";

const ITEM_CLASS =
  "flex min-h-12 w-full items-center gap-3 rounded-md px-1 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

interface ReturnedReportsProps {
  onOpen: (report: TimeReport) => void;
  /** Where a sent-back expense is corrected: its page. */
  expenseHref: (id: string) => string;
}

/** What to do, as the list holds reports, expenses or both. */
function hint(t: Translate<typeof dashboardSv>, reports: number, expenses: number): string {
  if (expenses === 0) return t("dashboard.returned.fixReport");
  if (reports === 0) return t("dashboard.returned.fixExpense");
  return t("dashboard.returned.fixBoth");
}

/**
 * 'Skickade tillbaka: {n}' (docs/product-rules.md §6, §16): every report and expense an admin sent
 * back and the worker has not sent again, above everything else on the dashboard, each opening
 * where it is corrected. Nothing at all when there are none, or while either loads (so it never
 * grows under the worker's thumb). Both answers come inside the page, so it is in the first
 * paint and moves nothing below it.
 */
export function ReturnedReports({ onOpen, expenseHref }: ReturnedReportsProps) {
  const t = useT(dashboardSv);
  const format = useFormat();
  const expenseHeading = useExpenseHeading();
  const labels = useReportLabels();
  const reportsQuery = useQuery(returnedReportsQueryOptions());
  const expensesQuery = useQuery(returnedExpensesQueryOptions());
  if (reportsQuery.isPending || expensesQuery.isPending) return null;
  const reports = reportsQuery.data ?? [];
  const expenses = expensesQuery.data?.items ?? [];
  const count = reports.length + expenses.length;
  if (count === 0) return null;
  return (
    <section aria-labelledby="returned-reports-title" className="flex flex-col gap-2 rounded-lg border border-destructive/50 bg-destructive/5 p-3 sm:p-4">
      <h2 id="returned-reports-title" className="flex items-center gap-2 text-base font-bold text-destructive">
        <Undo2 aria-hidden="true" className="size-4 shrink-0" />
        {t("dashboard.returned.title", { count })}
      </h2>
      <p className="text-sm text-muted-foreground">{hint(t, reports.length, expenses.length)}</p>
      <ul className="flex flex-col divide-y" aria-label={t("dashboard.returned.list")}>
        {reports.map((report) => (
          <li key={report.id}>
            <button type="button" onClick={() => onOpen(report)} className={ITEM_CLASS}>
              <ItemText heading={`${format.date(report.date, "short")} · ${reportSubject(report, " · ", labels.timeCode)}`} reason={report.returnReason} />
            </button>
          </li>
        ))}
        {expenses.map((expense) => (
          <li key={expense.id}>
            <Link href={expenseHref(expense.id)} className={ITEM_CLASS}>
              <ItemText heading={`${format.date(expense.date, "short")} · ${expenseHeading(expense)}`} reason={expense.returnReason} amount={expense.amount} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemText({ heading, reason, amount }: { heading: string; reason: string | null; amount?: string }) {
  const format = useFormat();
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 break-words text-sm font-semibold">{heading}</span>
        <span className="line-clamp-3 text-sm">{reason}</span>
      </span>
      {amount ? <span className="shrink-0 text-sm font-bold tabular-nums">{format.kronor(amount)}</span> : null}
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </>
  );
}
