import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { TimeReport } from "@shared/types";
import { unverifyReportSchema } from "@shared/validation";
import { useUnverifyTimeReport } from "@/api/time-reports/unverify-time-report";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

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
      <Dialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
        <DialogContent className="max-w-md">
          {/* Mounted per opening, so a reason typed for one report never shows on the next. */}
          {open ? (
            <UnverifyReportForm
              report={report}
              mutation={mutation}
              onCancel={() => setOpen(false)}
              onUnverified={(unverified) => {
                setOpen(false);
                onUnverified(unverified);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

interface FormProps {
  report: TimeReport;
  mutation: ReturnType<typeof useUnverifyTimeReport>;
  onCancel: () => void;
  onUnverified: (report: TimeReport) => void;
}

function UnverifyReportForm({ report, mutation, onCancel, onUnverified }: FormProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(unverifyReportSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const unverified = await mutation.mutateAsync({ id: report.id, body });
      toast({ title: "Attest ångrad", description: "Rapporten är inskickad igen och kan skickas tillbaka, nekas eller attesteras." });
      onUnverified(unverified);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      toast({ variant: "destructive", title: "Fel", description: errorMessage(failure, "Kunde inte ångra attesten") });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Ångra attest</DialogTitle>
        <DialogDescription>
          Rapporten från {report.worker.fullName} blir inskickad igen, så att den kan rättas. Anledningen sparas i historiken.
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-reason`} label="Anledning" error={error}>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          placeholder="T.ex. Fel antal timmar, det ska vara 6."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-reason`) : undefined}
          {...form.register("reason")}
        />
      </FormField>
      <FormDialogFooter onCancel={onCancel} pending={mutation.isPending} pendingText="Ångrar...">
        Ångra attest
      </FormDialogFooter>
    </form>
  );
}
