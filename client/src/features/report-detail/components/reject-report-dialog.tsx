import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { TimeReport } from "@shared/types";
import { rejectReasonSchema } from "@shared/validation";
import type { useRejectTimeReport } from "@/api/time-reports/reject-time-report";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

const REJECT_QUESTION = "Är du säker på att du vill neka och radera denna rapport?";

interface RejectReportDialogProps {
  report: TimeReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Owned by the caller, whose 'Neka' button shows 'Nekar...' meanwhile. */
  mutation: ReturnType<typeof useRejectTimeReport>;
  onRejected: () => void;
}

/**
 * 'Neka': asks why, as 'Skicka tillbaka' does; the worker is told the reason (docs/product-rules.md §6).
 * Mounted per opening, so a reason typed for one report never shows on the next.
 */
export function RejectReportDialog({ report, open, onOpenChange, mutation, onRejected }: RejectReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        {open ? <RejectReportForm report={report} mutation={mutation} onCancel={() => onOpenChange(false)} onRejected={onRejected} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  report: TimeReport;
  mutation: ReturnType<typeof useRejectTimeReport>;
  onCancel: () => void;
  onRejected: () => void;
}

function RejectReportForm({ report, mutation, onCancel, onRejected }: FormProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(rejectReasonSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ id: report.id, body });
      toast({ title: "Nekad", description: "Rapporten har nekats och raderats" });
      onRejected();
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      toast({ variant: "destructive", title: "Fel", description: errorMessage(failure, "Kunde inte neka rapporten") });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Neka rapport</DialogTitle>
        <DialogDescription>
          {REJECT_QUESTION} {report.worker.fullName} får se anledningen.
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-reason`} label="Anledning" error={error}>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          placeholder="T.ex. Dubbelrapporterad, dagen finns redan."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-reason`) : undefined}
          {...form.register("reason")}
        />
      </FormField>
      <FormDialogFooter onCancel={onCancel} pending={mutation.isPending} pendingText="Nekar...">
        Neka
      </FormDialogFooter>
    </form>
  );
}
