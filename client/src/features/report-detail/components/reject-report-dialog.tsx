import type { TimeReport } from "@shared/types";
import type { useRejectTimeReport } from "@/api/time-reports/reject-time-report";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { ReasonDialog } from "./reason-dialog";

interface RejectReportDialogProps {
  report: TimeReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Owned by the caller, whose 'Neka' button shows 'Nekar...' meanwhile. */
  mutation: ReturnType<typeof useRejectTimeReport>;
  onRejected: () => void;
}

/** 'Neka': asks why, as 'Skicka tillbaka' does; the worker is told the reason (docs/product-rules.md §6). */
export function RejectReportDialog({ report, open, onOpenChange, mutation, onRejected }: RejectReportDialogProps) {
  const t = useT(reviewSv);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={mutation.isPending}
      title={t("review.report.rejectTitle")}
      description={t("review.report.rejectText", { name: report.worker.fullName })}
      placeholder={t("review.report.rejectExample")}
      submitLabel={t("review.common.reject")}
      pendingText={t("review.common.rejecting")}
      failureText={t("review.report.rejectFailed")}
      send={(body) => mutation.mutateAsync({ id: report.id, body })}
      sent={{ title: t("review.common.rejected"), description: t("review.report.rejectedText") }}
      onSent={onRejected}
    />
  );
}
