import { useQueryClient } from "@tanstack/react-query";
import { CheckCheck } from "lucide-react";
import { useMemo, useState } from "react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { useApprovals } from "@/api/approvals/get-approvals";
import { approvalKeys } from "@/api/approvals/keys";
import { useReturnExpense } from "@/api/expenses/return-expense";
import { useUnapproveExpense } from "@/api/expenses/unapprove-expense";
import { useReturnTimeReport } from "@/api/time-reports/return-time-report";
import { useUnapproveTimeReport } from "@/api/time-reports/unapprove-time-report";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { useApprove } from "../hooks/use-approve";
import { groupByWeekAndWorker, type QueueRowRef } from "../lib/group";
import { ApprovalReasonDialog, type ReasonRequest } from "./approval-reason-dialog";
import { ApprovedSection } from "./approved-section";
import { useRowNames } from "./queue-rows";
import { WorkerWeekCard } from "./worker-week-card";

/**
 * 'Att godkänna' (docs/product-rules.md §18), for whoever leads a project and for an admin:
 * everything waiting for the caller's approval, whatever its date, by week and worker. Approve
 * one, a worker's week or all that is shown; send back with a reason. Below, 'Godkända, ej
 * attesterade': what the caller approved that payroll has not attested, to undo with a reason.
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
  const queryClient = useQueryClient();

  const sendBack = (target: QueueRowRef) =>
    setReason({
      title: t("approvals.sendBack"),
      description: t("approvals.sendBackDescription", { name: target.row.worker.fullName }),
      placeholder: t("approvals.sendBackPlaceholder"),
      submitLabel: t("approvals.sendBack"),
      done: { title: t("approvals.sentBack"), description: t("approvals.sentBackText") },
      send: (body) =>
        target.kind === "report" ? returns.report.mutateAsync({ id: target.row.id, body }) : returns.expense.mutateAsync({ id: target.row.id, body }),
    });

  /** 'Ångra godkännande', bound to the `updatedAt` it was listed with: a 409 (changed or attested since) reloads the lists. */
  const undo = (target: QueueRowRef) => {
    const what = target.kind === "report" ? names.report(target.row) : names.expense(target.row);
    const body = (reason: { reason: string }) => ({ reason: reason.reason, updatedAt: target.row.updatedAt });
    setReason({
      title: t("approvals.undo"),
      description: t("approvals.undoDescription", { what, name: target.row.worker.fullName }),
      placeholder: t("approvals.undoPlaceholder"),
      submitLabel: t("approvals.undo"),
      done: { title: t("approvals.undone"), description: t("approvals.undoneText") },
      send: async (reason) => {
        try {
          if (target.kind === "report") await undos.report.mutateAsync({ id: target.row.id, body: body(reason) });
          else await undos.expense.mutateAsync({ id: target.row.id, body: body(reason) });
        } catch (failure) {
          if (failure instanceof ApiError && failure.status === 409) await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
          throw failure;
        }
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
      <ApprovedSection onUndo={undo} />
      <ApprovalReasonDialog request={reason} onClose={() => setReason(null)} />
    </div>
  );
}
