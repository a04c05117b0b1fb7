import { useState } from "react";
import { useBulkVerifyExpenses } from "@/api/expenses/bulk-verify-expenses";
import { useBulkVerifyTimeReports } from "@/api/time-reports/bulk-verify-time-reports";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { EXPENSE_REVIEW_TEXTS } from "@/lib/expense-texts";
import { verifiedText, verifiedWeekText } from "../lib/verify-texts";

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
      toast({ variant: "destructive", title: "Kunde inte attestera", description: errorMessage(error, "Kunde inte attestera veckan") });
      return;
    }
    try {
      const expenses = (await verifyExpenses.mutateAsync(body)).verified;
      toast({ title: "Attesterat", description: verifiedWeekText(reports, expenses) });
      setTarget(null);
    } catch (error) {
      // The reports are attested: the question has nothing more to ask about them.
      setTarget(null);
      const why = errorMessage(error, EXPENSE_REVIEW_TEXTS.bulkFailed);
      toast({ variant: "destructive", title: EXPENSE_REVIEW_TEXTS.bulkFailed, description: `${verifiedText(reports)}. ${why}` });
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: verify.isPending || verifyExpenses.isPending };
}
