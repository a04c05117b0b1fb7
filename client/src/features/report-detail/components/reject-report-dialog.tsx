import type { TimeReport } from "@shared/types";
import type { useRejectTimeReport } from "@/api/time-reports/reject-time-report";
import { ReasonDialog } from "./reason-dialog";

const REJECT_QUESTION = "Är du säker på att du vill neka och radera denna rapport?";

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
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={mutation.isPending}
      title="Neka rapport"
      description={`${REJECT_QUESTION} ${report.worker.fullName} får se anledningen.`}
      placeholder="T.ex. Dubbelrapporterad, dagen finns redan."
      submitLabel="Neka"
      pendingText="Nekar..."
      failureText="Kunde inte neka rapporten"
      send={(body) => mutation.mutateAsync({ id: report.id, body })}
      sent={{ title: "Nekad", description: "Rapporten har nekats och raderats" }}
      onSent={onRejected}
    />
  );
}
