import type { TimeReport } from "@shared/types";
import { useReturnTimeReport } from "@/api/time-reports/return-time-report";
import { ReasonDialog } from "./reason-dialog";

interface ReturnReportDialogProps {
  report: TimeReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturned: (report: TimeReport) => void;
}

/** 'Skicka tillbaka': the admin says what the worker must correct (docs/product-rules.md §6). */
export function ReturnReportDialog({ report, open, onOpenChange, onReturned }: ReturnReportDialogProps) {
  const mutation = useReturnTimeReport();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={mutation.isPending}
      title="Skicka tillbaka"
      description={`Rapporten går tillbaka till ${report.worker.fullName}, som ser anledningen, rättar och skickar den igen.`}
      placeholder="T.ex. Fel projekt, det ska vara P-2025-002."
      submitLabel="Skicka tillbaka"
      pendingText="Skickar..."
      failureText="Kunde inte skicka tillbaka rapporten"
      send={(body) => mutation.mutateAsync({ id: report.id, body })}
      sent={{ title: "Skickad tillbaka", description: "Rapporten har skickats tillbaka till arbetaren för rättning." }}
      onSent={onReturned}
    />
  );
}
