import { useState } from "react";
import { useBulkVerifyExpenses } from "@/api/expenses/bulk-verify-expenses";
import { useBulkVerifyTimeReports } from "@/api/time-reports/bulk-verify-time-reports";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useWeekTexts } from "./use-week-texts";

/** One worker's week, or every worker's (no `workerId`). */
export interface VerifyTarget {
  workerId?: string;
  /** 'Erik Andersson', or null for all workers. */
  workerName: string | null;
  /** Submitted reports to verify: what the question names (the server's count for all workers). */
  count: number;
  /** `count` is the server's estimate: the question says 'cirka'. */
  estimated?: boolean;
  /** Submitted expenses to attest with them (docs/product-rules.md §16). */
  expenses: number;
}

/**
 * 'Attestera vecka': asks first, then verifies the week's submitted reports by period on the
 * server, and then its submitted expenses the same way; the toast names both counts.
 */
export function useVerifyWeek(weekStart: string, weekEnd: string) {
  const t = useT(adminWeekSv);
  const texts = useWeekTexts();
  const [target, setTarget] = useState<VerifyTarget | null>(null);
  const verify = useBulkVerifyTimeReports();
  const verifyExpenses = useBulkVerifyExpenses();

  const confirm = async () => {
    if (!target) return;
    const body = { startDate: weekStart, endDate: weekEnd, ...(target.workerId ? { workerId: target.workerId } : {}) };
    let reports: number;
    try {
      reports = (await verify.mutateAsync(body)).verified;
    } catch (error) {
      toast({ variant: "destructive", title: t("adminWeek.verify.failedTitle"), description: errorMessage(error, t("adminWeek.verify.failed")) });
      return;
    }
    try {
      const expenses = (await verifyExpenses.mutateAsync(body)).verified;
      toast({ title: t("adminWeek.verify.doneTitle"), description: texts.verifiedWeek(reports, expenses) });
      setTarget(null);
    } catch (error) {
      // The reports are attested: the question has nothing more to ask about them.
      setTarget(null);
      const failed = t("adminWeek.verify.expensesFailed");
      toast({ variant: "destructive", title: failed, description: `${texts.verified(reports)}. ${errorMessage(error, failed)}` });
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: verify.isPending || verifyExpenses.isPending };
}
