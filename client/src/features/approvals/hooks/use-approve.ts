import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import type { ApprovalQueueExpense, ApprovalQueueReport } from "@shared/types";
import { approvalKeys } from "@/api/approvals/keys";
import { useApproveExpense } from "@/api/expenses/approve-expense";
import { useBulkApproveExpenses } from "@/api/expenses/bulk-approve-expenses";
import { useApproveTimeReport } from "@/api/time-reports/approve-time-report";
import { useBulkApproveTimeReports } from "@/api/time-reports/bulk-approve-time-reports";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

/** What one click approves: reports and expenses as the screen showed them. */
export interface Selection {
  reports: readonly ApprovalQueueReport[];
  expenses: readonly ApprovalQueueExpense[];
}

const shown = (rows: readonly { id: string; updatedAt: string }[]) => rows.map(({ id, updatedAt }) => ({ id, updatedAt }));

/**
 * 'Godkänn' of one row, a worker's week or everything shown (docs/product-rules.md §18): each
 * sent with the `updatedAt` the screen showed. A 409 (changed since, a locked period) reloads the
 * queue and says so. What was approved moves to 'Godkända, ej attesterade' as the lists reload.
 */
export function useApprove() {
  const t = useT(approvalsSv);
  const queryClient = useQueryClient();
  const one = { report: useApproveTimeReport(), expense: useApproveExpense() };
  const many = { reports: useBulkApproveTimeReports(), expenses: useBulkApproveExpenses() };
  const [pending, setPending] = useState(false);

  const approve = async ({ reports, expenses }: Selection) => {
    setPending(true);
    try {
      let count: number;
      if (reports.length + expenses.length === 1) {
        if (reports[0]) await one.report.mutateAsync(reports[0]);
        else if (expenses[0]) await one.expense.mutateAsync(expenses[0]);
        count = 1;
      } else {
        // Reports first: a refusal of theirs leaves the expenses as they were.
        const r = reports.length > 0 ? (await many.reports.mutateAsync(shown(reports))).approved : 0;
        const e = expenses.length > 0 ? (await many.expenses.mutateAsync(shown(expenses))).approved : 0;
        count = r + e;
      }
      toast({ title: count === 1 ? t("approvals.approved") : t("approvals.approvedMany", { count }), description: t("approvals.approvedText") });
    } catch (failure) {
      const conflict = failure instanceof ApiError && failure.status === 409;
      if (conflict) await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      toast({
        variant: "destructive",
        title: errorMessage(failure, t("approvals.failedAction")),
        description: conflict ? t("approvals.changedSince") : undefined,
      });
    } finally {
      setPending(false);
    }
  };

  return { approve, pending };
}
