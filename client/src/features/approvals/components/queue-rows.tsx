import { Check, CornerUpLeft, MapPinOff, PencilLine } from "lucide-react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { formatNumberIn } from "@shared/i18n/format";
import type { ApprovalQueueExpense, ApprovalQueueReport } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { ChangedNote, ExpenseChangedNote } from "./changed-note";

interface RowActions {
  onApprove: () => void;
  onSendBack: () => void;
  pending: boolean;
}

/** 'Ej i personalliggaren' and 'Ändrad efter godkännande' (docs/product-rules.md §15, §18). */
export function Marks({ row }: { row: { notInLedger: boolean; changedAfterApproval: boolean } }) {
  const t = useT(approvalsSv);
  if (!row.notInLedger && !row.changedAfterApproval) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {row.notInLedger ? (
        <Badge variant="warning" title={t("approvals.notInLedgerHint")}>
          <MapPinOff className="size-3.5" aria-hidden="true" />
          {t("approvals.notInLedger")}
        </Badge>
      ) : null}
      {row.changedAfterApproval ? (
        <Badge variant="secondary">
          <PencilLine className="size-3.5" aria-hidden="true" />
          {t("approvals.changedAfterApproval")}
        </Badge>
      ) : null}
    </span>
  );
}

function Actions({ what, onApprove, onSendBack, pending }: RowActions & { what: string }) {
  const t = useT(approvalsSv);
  return (
    // On a phone the two share the row, each with its word: an arrow alone says little on a site.
    // The word is the short one ('Odeślij'): half of a 390 px row holds no 'Odeślij do poprawy'.
    <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
      <Button size="sm" variant="outline" onClick={onSendBack} disabled={pending} aria-label={t("approvals.sendBackOne", { what })}>
        <CornerUpLeft aria-hidden="true" />
        {t("approvals.sendBackRow")}
      </Button>
      <Button size="sm" onClick={onApprove} disabled={pending} aria-label={t("approvals.approveOne", { what })}>
        <Check aria-hidden="true" />
        {t("approvals.approve")}
      </Button>
    </div>
  );
}

/** How a report is named to a screen reader and in a dialog: its code, hours and day. */
export function useRowNames() {
  const t = useT(approvalsSv);
  const format = useFormat();
  const labels = useReportLabels();
  return {
    report: (r: ApprovalQueueReport) =>
      `${labels.timeCode(r.timeCode)} ${t("approvals.hours", { hours: format.hours(r.hours) })} ${format.date(r.date, "weekday-day-month")}`,
    expense: (e: ApprovalQueueExpense) =>
      `${t("approvals.expenseKind", { kind: e.kind })} ${t("approvals.amount", { amount: formatNumberIn(format.locale, Number(e.amount), 2) })} ${format.date(e.date, "weekday-day-month")}`,
  };
}

/** One report of a day: its code, hours and project, its marks, 'Skicka tillbaka' and 'Godkänn'. */
export function ReportRow({ report, ...actions }: RowActions & { report: ApprovalQueueReport }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const labels = useReportLabels();
  const names = useRowNames();
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold tabular-nums">{t("approvals.hours", { hours: format.hours(report.hours) })}</span>{" "}
          <span>{labels.timeCode(report.timeCode)}</span>
          {report.startTime ? <span className="text-muted-foreground"> · {`${report.startTime}–${report.endTime}`}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground sm:truncate sm:text-xs">
          {report.project ? `${report.project.projectNumber} ${report.project.title}` : t("approvals.absence")}
        </p>
        {report.description ? <p className="text-sm text-muted-foreground sm:text-xs">{report.description}</p> : null}
        <Marks row={report} />
        {report.changedAfterApproval ? <ChangedNote reportId={report.id} /> : null}
      </div>
      <Actions what={names.report(report)} {...actions} />
    </li>
  );
}

/** One expense of the week: its kind, day, amount and project, its marks and the two buttons. */
export function ExpenseRow({ expense, ...actions }: RowActions & { expense: ApprovalQueueExpense }) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const names = useRowNames();
  return (
    <li className="flex flex-col gap-2 py-2.5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold">{t("approvals.expenseKind", { kind: expense.kind })}</span>{" "}
          <span className="tabular-nums">{t("approvals.amount", { amount: formatNumberIn(format.locale, Number(expense.amount), 2) })}</span>
        </p>
        <p className="text-sm text-muted-foreground sm:text-xs">
          {format.date(expense.date, "weekday-day-month")}
          {expense.project ? ` · ${expense.project.projectNumber} ${expense.project.title}` : ""}
        </p>
        <Marks row={expense} />
        {expense.changedAfterApproval ? <ExpenseChangedNote expenseId={expense.id} /> : null}
      </div>
      <Actions what={names.expense(expense)} {...actions} />
    </li>
  );
}
