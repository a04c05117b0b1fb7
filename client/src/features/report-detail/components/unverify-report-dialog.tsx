import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { TimeReport } from "@shared/types";
import { useUnverifyTimeReport } from "@/api/time-reports/unverify-time-report";
import { Button } from "@/components/ui/button";
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
  const mutation = useUnverifyTimeReport();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Ångra attest
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        pending={mutation.isPending}
        title="Ångra attest"
        description={`Rapporten från ${report.worker.fullName} blir inskickad igen, så att den kan rättas. Anledningen sparas i historiken.`}
        placeholder="T.ex. Fel antal timmar, det ska vara 6."
        submitLabel="Ångra attest"
        pendingText="Ångrar..."
        failureText="Kunde inte ångra attesten"
        send={(body) => mutation.mutateAsync({ id: report.id, body })}
        sent={{ title: "Attest ångrad", description: "Rapporten är inskickad igen och kan skickas tillbaka, nekas eller attesteras." }}
        onSent={onUnverified}
      />
    </>
  );
}
