import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { useReportHistory } from "@/api/time-reports/get-report-history";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { lastChange } from "../lib/changes";

/**
 * What the worker changed after the approval (docs/product-rules.md §18), from the report's
 * history, which an arbetsledare of its project may read.
 */
export function ChangedNote({ reportId }: { reportId: string }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const labels = useReportLabels();
  const history = useReportHistory(reportId);
  if (history.isPending) return <p className="text-xs text-muted-foreground">{t("approvals.changedLoading")}</p>;
  if (!history.data) return null;
  const last = lastChange(history.data, { timeCode: labels.timeCode, date: (iso) => format.date(iso, "weekday-day-month"), hours: (h) => format.hours(h) });
  if (!last) return null;
  return (
    <div className="rounded-md border border-dashed px-3 py-2 text-xs">
      {last.entry.user ? (
        <p className="text-muted-foreground">
          {t("approvals.changedBy", { name: last.entry.user.fullName, date: format.date(last.entry.timestamp.slice(0, 10), "day-month-short") })}
        </p>
      ) : null}
      <ul className="mt-1 flex flex-col gap-0.5">
        {last.changes.map((c) => (
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
