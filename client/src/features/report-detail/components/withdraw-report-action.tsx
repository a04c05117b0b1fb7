import { Loader2, Redo2 } from "lucide-react";
import { useState } from "react";
import type { TimeReport } from "@shared/types";
import { useWithdrawTimeReport } from "@/api/time-reports/withdraw-time-report";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

export const WITHDRAW_QUESTION = "Vill du ta tillbaka och radera denna rapport? Den försvinner från attesten.";

/** 'Ta tillbaka' for the worker's own submitted report (docs/product-rules.md §6): asks, then removes it. */
export function WithdrawReportAction({ report, onWithdrawn }: { report: TimeReport; onWithdrawn: () => void }) {
  const mutation = useWithdrawTimeReport();
  const [confirming, setConfirming] = useState(false);

  const withdraw = async () => {
    try {
      await mutation.mutateAsync(report.id);
      setConfirming(false);
      toast({ title: "Tagen tillbaka", description: "Rapporten har tagits tillbaka och raderats" });
      onWithdrawn();
    } catch (error) {
      setConfirming(false);
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte ta tillbaka rapporten") });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Redo2 aria-hidden="true" />}
        Ta tillbaka
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Ta tillbaka rapport"
        description={WITHDRAW_QUESTION}
        confirmLabel="Ta tillbaka"
        pendingLabel="Tar tillbaka..."
        pending={mutation.isPending}
        onConfirm={withdraw}
      />
    </>
  );
}
