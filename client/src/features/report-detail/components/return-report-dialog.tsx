import type { TimeReport } from "@shared/types";
import { useReturnTimeReport } from "@/api/time-reports/return-time-report";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { ReasonDialog } from "./reason-dialog";

interface ReturnReportDialogProps {
  report: TimeReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturned: (report: TimeReport) => void;
}

/** 'Skicka tillbaka': the admin says what the worker must correct (docs/product-rules.md §6). */
export function ReturnReportDialog({ report, open, onOpenChange, onReturned }: ReturnReportDialogProps) {
  const t = useT(reviewSv);
  const mutation = useReturnTimeReport();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={mutation.isPending}
      title={t("review.common.sendBack")}
      description={t("review.report.returnText", { name: report.worker.fullName })}
      placeholder={t("review.report.returnExample")}
      submitLabel={t("review.common.sendBack")}
      pendingText={t("review.common.sending")}
      failureText={t("review.report.returnFailed")}
      send={(body) => mutation.mutateAsync({ id: report.id, body })}
      sent={{ title: t("review.common.sentBack"), description: t("review.report.returned") }}
      onSent={onReturned}
    />
  );
}
