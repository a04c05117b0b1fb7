import { Check, Loader2, Undo2, X } from "lucide-react";
import { useState } from "react";
import type { TimeReport } from "@shared/types";
import { useRejectTimeReport } from "@/api/time-reports/reject-time-report";
import { useVerifyTimeReport } from "@/api/time-reports/verify-time-report";
import { useVerifyToasts } from "@/components/report-review-toasts";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { RejectReportDialog } from "./reject-report-dialog";
import { ReturnReportDialog } from "./return-report-dialog";

interface ReportReviewActionsProps {
  report: TimeReport;
  onVerified: (report: TimeReport) => void;
  onRejected: () => void;
  /** 'Skicka tillbaka' succeeded: the report is a draft with its reason now. */
  onReturned: (report: TimeReport) => void;
}

/** 'Skicka tillbaka', 'Neka' and 'Verifiera' for an admin; all stay disabled while one runs. */
export function ReportReviewActions({ report, onVerified, onRejected, onReturned }: ReportReviewActionsProps) {
  const t = useT(reviewSv);
  const verifyToasts = useVerifyToasts();
  const verifyMutation = useVerifyTimeReport();
  const rejectMutation = useRejectTimeReport();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  const busy = verifyMutation.isPending || rejectMutation.isPending;

  const verify = async () => {
    try {
      const verified = await verifyMutation.mutateAsync(report.id);
      verifyToasts.success();
      onVerified(verified);
    } catch (error) {
      verifyToasts.error(error);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setReturning(true)} disabled={busy}>
        <Undo2 aria-hidden="true" />
        {t("review.common.sendBack")}
      </Button>
      <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy} aria-busy={rejectMutation.isPending || undefined}>
        {rejectMutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
        {rejectMutation.isPending ? t("review.common.rejecting") : t("review.common.reject")}
      </Button>
      <Button onClick={verify} disabled={busy} aria-busy={verifyMutation.isPending || undefined}>
        {verifyMutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
        {t("review.report.verify")}
      </Button>
      <RejectReportDialog report={report} open={confirming} onOpenChange={setConfirming} mutation={rejectMutation} onRejected={onRejected} />
      <ReturnReportDialog report={report} open={returning} onOpenChange={setReturning} onReturned={onReturned} />
    </>
  );
}
