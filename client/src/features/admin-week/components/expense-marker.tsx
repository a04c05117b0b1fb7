import { ReceiptText } from "lucide-react";
import type { Expense } from "@shared/types";
import { REPORT_STATUSES, type ReportStatus } from "@shared/domain";
import { cn } from "@/lib/cn";
import { sumOre } from "@/lib/expense-texts";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { countSubmitted } from "../lib/week-days";

// As the reports' chips: submitted amber, verified green, a draft (sent back) grey.
const MARKER_STYLES: Record<ReportStatus, string> = {
  submitted: "border-amber-400 bg-amber-100 text-amber-950 dark:border-amber-400/50 dark:bg-amber-400/20 dark:text-amber-100",
  verified: "border-green-400 bg-green-100 text-green-900 dark:border-green-500/50 dark:bg-green-500/20 dark:text-green-100",
  draft: "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-500/50 dark:bg-slate-500/20 dark:text-slate-100",
};

interface ExpenseMarkerProps {
  /** The day's expenses; none, no marker. */
  expenses: readonly Expense[];
  /** 'Erik Andersson, Tis 17/3:' first in the name, as the day's report chips. */
  context: string;
  /** The compact row's narrow cell: the icon and the count, the sum in the name and tooltip. */
  compact?: boolean;
  onOpen: () => void;
}

/**
 * A day's ersättningar in the week grid (docs/product-rules.md §16): a receipt with the day's
 * sum, coloured by the least advanced status as a day is; a tap opens them in the expense dialog.
 */
export function ExpenseMarker({ expenses, context, compact = false, onOpen }: ExpenseMarkerProps) {
  const t = useT(adminWeekSv);
  const format = useFormat();
  if (expenses.length === 0) return null;
  const status = REPORT_STATUSES.find((s) => expenses.some((e) => e.status === s)) ?? "verified";
  const waiting = countSubmitted(expenses);
  const sum = format.kronor(sumOre(expenses));
  const all = t("adminWeek.expenses.summary", { count: expenses.length, n: format.count(expenses.length), sum });
  const summary = waiting > 0 ? `${all}, ${t("adminWeek.expenses.waiting", { count: waiting, n: format.count(waiting) })}` : all;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${context} ${summary}`}
      title={summary}
      data-status={status}
      className={cn(
        "inline-flex min-w-0 items-center justify-center gap-1 rounded border font-semibold tabular-nums shadow-sm transition-colors",
        "hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        compact ? "h-6 w-full px-0.5 text-[11px]" : "min-h-9 w-full px-2 py-1 text-xs lg:justify-start",
        MARKER_STYLES[status],
      )}
    >
      <ReceiptText className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate" aria-hidden="true">
        {compact ? expenses.length : sum}
      </span>
    </button>
  );
}
