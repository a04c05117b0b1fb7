import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { formatNumberIn } from "@shared/i18n/format";
import type { ReportHistoryEntry } from "@shared/types";
import { useExpenseHistory } from "@/api/expenses/get-expense-history";
import { useReportHistory } from "@/api/time-reports/get-report-history";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { lastChange, lastExpenseChange, type FieldChange, type ValueWriter } from "../lib/changes";

/** How this screen writes the values of a change, in the active language. */
function useValueWriter(): ValueWriter {
  const t = useT(approvalsSv);
  const format = useFormat();
  const labels = useReportLabels();
  return {
    timeCode: labels.timeCode,
    date: (iso) => format.date(iso, "weekday-day-month"),
    hours: (h) => format.hours(h),
    kronor: (amount) => t("approvals.amount", { amount: formatNumberIn(format.locale, Number(amount), 2) }),
    km: (km) => t("approvals.km", { km }),
    yesNo: (yes) => (yes ? t("approvals.yes") : t("approvals.no")),
  };
}

/** Who changed it and when, and each field from → to. */
function ChangeList({ entry, changes }: { entry: ReportHistoryEntry; changes: FieldChange[] }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  return (
    <div className="rounded-md border border-dashed px-3 py-2 text-sm sm:text-xs">
      {entry.user ? (
        <p className="text-muted-foreground">
          {t("approvals.changedBy", { name: entry.user.fullName, date: format.date(entry.timestamp.slice(0, 10), "day-month-short") })}
        </p>
      ) : null}
      <ul className="mt-1 flex flex-col gap-0.5">
        {changes.map((c) => (
          <li key={c.field}>
            {c.from === null
              ? `${t(`approvals.field.${c.field}`)}: ${t("approvals.changedProject")}`
              : t("approvals.change", { field: t(`approvals.field.${c.field}`), from: c.from, to: c.to ?? "" })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Loading() {
  const t = useT(approvalsSv);
  return <p className="text-sm text-muted-foreground sm:text-xs">{t("approvals.changedLoading")}</p>;
}

/**
 * What the worker changed after the approval (docs/product-rules.md §18), from the report's
 * history, which an arbetsledare of its project may read.
 */
export function ChangedNote({ reportId }: { reportId: string }) {
  const write = useValueWriter();
  const history = useReportHistory(reportId);
  if (history.isPending) return <Loading />;
  const last = history.data ? lastChange(history.data, write) : null;
  return last ? <ChangeList {...last} /> : null;
}

/** What the worker changed in an expense after the approval: amount, date, description and its kind's fields, from its history. */
export function ExpenseChangedNote({ expenseId }: { expenseId: string }) {
  const write = useValueWriter();
  const history = useExpenseHistory(expenseId);
  if (history.isPending) return <Loading />;
  const last = history.data ? lastExpenseChange(history.data, write) : null;
  return last ? <ChangeList {...last} /> : null;
}
