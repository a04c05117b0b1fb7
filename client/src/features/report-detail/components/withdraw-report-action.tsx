import { Loader2, Redo2 } from "lucide-react";
import { useState } from "react";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { TimeReport } from "@shared/types";
import { useWithdrawTimeReport } from "@/api/time-reports/withdraw-time-report";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

export const WITHDRAW_QUESTION = reportSv["report.withdraw.question"];

/** 'Ta tillbaka' for the worker's own submitted report (docs/product-rules.md §6): asks, then removes it. */
export function WithdrawReportAction({ report, onWithdrawn }: { report: TimeReport; onWithdrawn: () => void }) {
  const t = useT(reportSv);
  const mutation = useWithdrawTimeReport();
  const [confirming, setConfirming] = useState(false);

  const withdraw = async () => {
    try {
      await mutation.mutateAsync(report.id);
      setConfirming(false);
      toast({ title: t("report.withdraw.done"), description: t("report.withdraw.doneText") });
      onWithdrawn();
    } catch (error) {
      setConfirming(false);
      toast({ variant: "destructive", title: t("report.form.error"), description: errorMessage(error, t("report.withdraw.failed")) });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Redo2 aria-hidden="true" />}
        {t("report.withdraw.button")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("report.withdraw.title")}
        description={t("report.withdraw.question")}
        confirmLabel={t("report.withdraw.button")}
        pendingLabel={t("report.withdraw.pending")}
        pending={mutation.isPending}
        onConfirm={withdraw}
      />
    </>
  );
}
