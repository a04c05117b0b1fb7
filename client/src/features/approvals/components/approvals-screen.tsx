import { CheckCheck, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { useApprovals } from "@/api/approvals/get-approvals";
import { useReturnExpense } from "@/api/expenses/return-expense";
import { useUnapproveExpense } from "@/api/expenses/unapprove-expense";
import { useReturnTimeReport } from "@/api/time-reports/return-time-report";
import { useUnapproveTimeReport } from "@/api/time-reports/unapprove-time-report";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useApprove, type ApprovedRow } from "../hooks/use-approve";
import { groupByWeekAndWorker } from "../lib/group";
import { ApprovalReasonDialog, type ReasonRequest } from "./approval-reason-dialog";
import { useRowNames } from "./queue-rows";
import { WorkerWeekCard, type SendBack } from "./worker-week-card";

/**
 * 'Att godkänna' (docs/product-rules.md §18), for whoever leads a project and for an admin:
 * everything waiting for the caller's approval, whatever its date, by week and worker. Approve
 * one, a worker's week or all that is shown; send back with a reason; undo an approval made here.
 */
export function ApprovalsScreen() {
  const t = useT(approvalsSv);
  const queue = useApprovals();
  const groups = useMemo(() => (queue.data ? groupByWeekAndWorker(queue.data) : []), [queue.data]);
  const approving = useApprove();
  const names = useRowNames();
  const returns = { report: useReturnTimeReport(), expense: useReturnExpense() };
  const undos = { report: useUnapproveTimeReport(), expense: useUnapproveExpense() };
  const [reason, setReason] = useState<ReasonRequest | null>(null);

  const sendBack = (target: SendBack) =>
    setReason({
      title: t("approvals.sendBack"),
      description: t("approvals.sendBackDescription", { name: target.row.worker.fullName }),
      placeholder: t("approvals.sendBackPlaceholder"),
      submitLabel: t("approvals.sendBack"),
      done: { title: t("approvals.sentBack"), description: t("approvals.sentBackText") },
      send: (body) =>
        target.kind === "report" ? returns.report.mutateAsync({ id: target.row.id, body }) : returns.expense.mutateAsync({ id: target.row.id, body }),
    });

  const undo = (approved: ApprovedRow) => {
    const what = approved.kind === "report" ? names.report(approved.row) : names.expense(approved.row);
    setReason({
      title: t("approvals.undo"),
      description: t("approvals.undoDescription", { what, name: approved.row.worker.fullName }),
      placeholder: t("approvals.undoPlaceholder"),
      submitLabel: t("approvals.undo"),
      done: { title: t("approvals.undone"), description: t("approvals.undoneText") },
      send: async (body) => {
        if (approved.kind === "report") await undos.report.mutateAsync({ id: approved.row.id, body });
        else await undos.expense.mutateAsync({ id: approved.row.id, body });
        approving.forget(approved.row.id);
      },
    });
  };

  const data = queue.data;
  const count = data ? data.reports.length + data.expenses.length : 0;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("approvals.title")}</h1>
        <p className="mt-1.5 max-w-3xl text-sm text-muted-foreground">{t("approvals.intro")}</p>
      </div>
      {queue.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("approvals.loading")}
        </p>
      ) : queue.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t("approvals.failed")}</p>
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {t("approvals.retry")}
          </Button>
        </div>
      ) : count === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-6 text-sm text-muted-foreground">{t("approvals.empty")}</p>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium" role="status">
              {t("approvals.waiting", { count })}
            </p>
            <Button onClick={() => data && void approving.approve(data)} disabled={approving.pending}>
              <CheckCheck aria-hidden="true" />
              {t("approvals.approveAll")}
            </Button>
          </div>
          {groups.map((group) => (
            <WorkerWeekCard key={group.key} group={group} pending={approving.pending} onApprove={(s) => void approving.approve(s)} onSendBack={sendBack} />
          ))}
        </>
      )}
      {approving.approved.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="md">
              {t("approvals.justApproved")}
            </CardTitle>
            <CardDescription>{t("approvals.justApprovedHint")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {approving.approved.map((a) => {
                const what = a.kind === "report" ? names.report(a.row) : names.expense(a.row);
                return (
                  <li key={a.row.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-medium">{a.row.worker.fullName}</span> · {what}
                    </span>
                    <Button size="sm" variant="ghost" onClick={() => undo(a)} aria-label={t("approvals.undoOne", { what })}>
                      <Undo2 aria-hidden="true" />
                      <span className="hidden sm:inline">{t("approvals.undo")}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <ApprovalReasonDialog request={reason} onClose={() => setReason(null)} />
    </div>
  );
}
