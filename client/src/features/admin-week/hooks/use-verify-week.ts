import { useState } from "react";
import { useBulkVerifyTimeReports } from "@/api/time-reports/bulk-verify-time-reports";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { verifiedText } from "../lib/verify-texts";

/** One worker's week, or every worker's (no `workerId`). */
export interface VerifyTarget {
  workerId?: string;
  /** 'Erik Andersson', or null for all workers. */
  workerName: string | null;
  /** Submitted reports to verify: what the question names (the server's count for all workers). */
  count: number;
  /** `count` is the server's estimate: the question says 'cirka'. */
  estimated?: boolean;
}

/** 'Attestera vecka': asks first, then verifies the week's submitted reports by period on the server. */
export function useVerifyWeek(weekStart: string, weekEnd: string) {
  const [target, setTarget] = useState<VerifyTarget | null>(null);
  const verify = useBulkVerifyTimeReports();

  const confirm = async () => {
    if (!target) return;
    try {
      const body = { startDate: weekStart, endDate: weekEnd, ...(target.workerId ? { workerId: target.workerId } : {}) };
      const { verified } = await verify.mutateAsync(body);
      toast({ title: "Attesterat", description: verifiedText(verified) });
      setTarget(null);
    } catch (error) {
      toast({ variant: "destructive", title: "Kunde inte attestera", description: errorMessage(error, "Kunde inte attestera veckan") });
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: verify.isPending };
}
