import { Undo2 } from "lucide-react";
import { useMemo } from "react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { formatNumberIn } from "@shared/i18n/format";
import type { ApprovalQueueExpense, ApprovalQueueReport } from "@shared/types";
import { useApprovedUnattested } from "@/api/approvals/get-approvals";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { groupByWeekAndWorker, sumHours, type QueueRowRef, type WorkerWeek } from "../lib/group";
import { Marks, useRowNames } from "./queue-rows";

type OnUndo = (target: QueueRowRef) => void;

function UndoButton({ what, onClick }: { what: string; onClick: () => void }) {
  const t = useT(approvalsSv);
  return (
    <Button size="sm" variant="outline" className="self-start sm:shrink-0" onClick={onClick} aria-label={t("approvals.undoOne", { what })}>
      <Undo2 aria-hidden="true" />
      {t("approvals.undo")}
    </Button>
  );
}

/** When and by whom: 'Godkänd 20 nov.'. */
function ApprovedOn({ row }: { row: { approvedAt: string | null } }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  if (!row.approvedAt) return null;
  return <span>{t("approvals.approvedOn", { date: format.date(row.approvedAt.slice(0, 10), "day-month-short") })}</span>;
}

function ApprovedReport({ report, onUndo }: { report: ApprovalQueueReport; onUndo: OnUndo }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const labels = useReportLabels();
  const names = useRowNames();
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-medium">{format.date(report.date, "weekday-day-month")}</span> ·{" "}
          <span className="font-semibold tabular-nums">{t("approvals.hours", { hours: format.hours(report.hours) })}</span>{" "}
          <span>{labels.timeCode(report.timeCode)}</span>
          {report.startTime ? <span className="text-muted-foreground"> · {`${report.startTime}–${report.endTime}`}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground sm:truncate sm:text-xs">
          {report.project ? `${report.project.projectNumber} ${report.project.title}` : t("approvals.absence")} · <ApprovedOn row={report} />
        </p>
        {report.description ? <p className="text-sm text-muted-foreground sm:text-xs">{report.description}</p> : null}
        <Marks row={report} />
      </div>
      <UndoButton what={names.report(report)} onClick={() => onUndo({ kind: "report", row: report })} />
    </li>
  );
}

function ApprovedExpense({ expense, onUndo }: { expense: ApprovalQueueExpense; onUndo: OnUndo }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const names = useRowNames();
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-medium">{format.date(expense.date, "weekday-day-month")}</span> ·{" "}
          <span className="font-semibold">{t("approvals.expenseKind", { kind: expense.kind })}</span>{" "}
          <span className="tabular-nums">{t("approvals.amount", { amount: formatNumberIn(format.locale, Number(expense.amount), 2) })}</span>
        </p>
        <p className="text-sm text-muted-foreground sm:truncate sm:text-xs">
          {expense.project ? `${expense.project.projectNumber} ${expense.project.title} · ` : ""}
          <ApprovedOn row={expense} />
        </p>
        <Marks row={expense} />
      </div>
      <UndoButton what={names.expense(expense)} onClick={() => onUndo({ kind: "expense", row: expense })} />
    </li>
  );
}

/** One worker's week of what the caller approved: the reports by day, then the expenses. */
function ApprovedWeek({ group, onUndo }: { group: WorkerWeek; onUndo: OnUndo }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const reports = group.days.flatMap((d) => d.reports);
  return (
    <Card className="flex flex-col px-4 py-3">
      <h3 className="truncate text-base font-bold">{group.worker.fullName}</h3>
      <p className="text-sm text-muted-foreground sm:text-xs">
        {t("approvals.week", { week: group.week })} ·{" "}
        {t("approvals.weekRange", { start: format.date(group.start, "day-month-short"), end: format.date(group.end, "day-month-short") })}
        {reports.length > 0 ? ` · ${t("approvals.weekHours", { hours: format.hours(sumHours(reports)) })}` : ""}
      </p>
      <ul className="flex flex-col divide-y">
        {reports.map((report) => (
          <ApprovedReport key={report.id} report={report} onUndo={onUndo} />
        ))}
        {group.expenses.map((expense) => (
          <ApprovedExpense key={expense.id} expense={expense} onUndo={onUndo} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * 'Godkända, ej attesterade' (docs/product-rules.md §18): what the caller approved that payroll has
 * not yet attested, by week and worker as the queue, each with 'Ångra godkännande'. Read from the
 * server, so it is there after a reload and on another phone too.
 */
export function ApprovedSection({ onUndo }: { onUndo: OnUndo }) {
  const t = useT(approvalsSv);
  const list = useApprovedUnattested();
  const groups = useMemo(() => (list.data ? groupByWeekAndWorker(list.data) : []), [list.data]);
  const count = list.data ? list.data.reports.length + list.data.expenses.length : 0;
  return (
    <section aria-labelledby="approved-heading" className="flex flex-col gap-3 pt-2">
      <div>
        <h2 id="approved-heading" className="text-lg font-bold">
          {t("approvals.approvedTitle")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("approvals.approvedHint")}</p>
      </div>
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("approvals.loading")}
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t("approvals.approvedFailed")}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t("approvals.retry")}
          </Button>
        </div>
      ) : count === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-4 text-sm text-muted-foreground">{t("approvals.approvedEmpty")}</p>
      ) : (
        groups.map((group) => <ApprovedWeek key={group.key} group={group} onUndo={onUndo} />)
      )}
    </section>
  );
}
