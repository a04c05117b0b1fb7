import { CheckCircle2, History, Loader2, Pencil, PlusCircle, Redo2, RotateCcw, Undo2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { ReportHistoryAction, ReportHistoryEntry } from "@shared/types";
import { useReportHistory } from "@/api/time-reports/get-report-history";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { useT } from "@/lib/i18n/runtime";
import { describeChanges, reasonOf } from "../lib/history-changes";

const ICONS: Record<ReportHistoryAction, ReactNode> = {
  create: <PlusCircle />,
  update: <Pencil />,
  verify: <CheckCircle2 />,
  reject: <XCircle />,
  return: <Undo2 />,
  unverify: <RotateCcw />,
  withdraw: <Redo2 />,
  approve: <CheckCircle2 />,
  unapprove: <RotateCcw />,
};

const ICON_STYLES: Record<ReportHistoryAction, string> = {
  create: "bg-primary/10 text-primary",
  update: "bg-muted text-muted-foreground",
  verify: "bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300",
  reject: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
  return: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  unverify: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  withdraw: "bg-muted text-muted-foreground",
  approve: "bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300",
  unapprove: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
};

/** Who created, changed and verified a report, and when: shown inside the detail dialog. */
export function ReportHistory({ reportId }: { reportId: string }) {
  const t = useT(reportSv);
  const history = useReportHistory(reportId);
  return (
    <section className="flex flex-col gap-3 border-t pt-4" aria-labelledby={`history-${reportId}`}>
      <h3 id={`history-${reportId}`} className="flex items-center gap-2 text-sm font-bold">
        <History className="size-4" aria-hidden="true" />
        {t("report.history.title")}
      </h3>
      {history.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("report.history.loading")}
        </p>
      ) : history.isError ? (
        <p className="text-sm text-destructive">{t("report.history.failed")}</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("report.history.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry }: { entry: ReportHistoryEntry }) {
  const t = useT(reportSv);
  const format = useFormat();
  const labels = useReportLabels();
  const words = { timeCode: labels.timeCode, hours: (hours: string) => format.hours(hours), yes: t("report.history.yes"), no: t("report.history.no") };
  const changes = entry.action === "update" ? describeChanges(entry.changes.before, entry.changes.after, words) : [];
  const reason = reasonOf(entry.action, entry.changes.after);
  return (
    <li className="flex gap-3">
      <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4", ICON_STYLES[entry.action])} aria-hidden="true">
        {ICONS[entry.action]}
      </span>
      <div className="min-w-0 text-sm">
        <p>
          <span className="font-semibold">{t(`report.history.action.${entry.action}`)}</span>{" "}
          {t("report.history.by", { name: entry.user?.fullName ?? t("report.history.unknownUser") })}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.timestamp}>{format.dateTime(entry.timestamp)}</time>
        </p>
        {reason ? <p className="mt-1 whitespace-pre-wrap break-words text-xs">{t("report.history.reason", { reason })}</p> : null}
        {changes.length > 0 ? (
          <ul className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground">
            {changes.map((c) => (
              <li key={c.key} className="break-words">
                {c.from || c.to
                  ? t("report.history.changedTo", { field: t(`report.history.field.${c.key}`), from: c.from, to: c.to })
                  : t("report.history.changed", { field: t(`report.history.field.${c.key}`) })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
