import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { TimeReport } from "@shared/types";
import { useUnverifyTimeReport } from "@/api/time-reports/unverify-time-report";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { ReasonDialog } from "./reason-dialog";

interface UnverifyReportActionProps {
  report: TimeReport;
  /** The attest is undone: the report is submitted again. */
  onUnverified: (report: TimeReport) => void;
}

/**
 * 'Ångra attest' on a verified report that is not locked for payroll (docs/product-rules.md §6): asks
 * for the reason, as 'Skicka tillbaka' does, and the report becomes submitted again.
 */
export function UnverifyReportAction({ report, onUnverified }: UnverifyReportActionProps) {
  const t = useT(reviewSv);
  const mutation = useUnverifyTimeReport();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        {t("review.common.unverify")}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        pending={mutation.isPending}
        title={t("review.common.unverify")}
        description={t("review.report.unverifyText", { name: report.worker.fullName })}
        placeholder={t("review.report.unverifyExample")}
        submitLabel={t("review.common.unverify")}
        pendingText={t("review.common.unverifying")}
        failureText={t("review.report.unverifyFailed")}
        send={(body) => mutation.mutateAsync({ id: report.id, body })}
        sent={{ title: t("review.common.unverified"), description: t("review.report.unverifiedText") }}
        onSent={onUnverified}
      />
    </>
  );
}
