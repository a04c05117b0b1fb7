import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { TimeReport } from "@shared/types";
import { returnReportSchema } from "@shared/validation";
import { useReturnTimeReport } from "@/api/time-reports/return-time-report";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

interface ReturnReportDialogProps {
  report: TimeReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturned: (report: TimeReport) => void;
}

/**
 * 'Skicka tillbaka': the admin says what the worker must correct (docs/product-rules.md §6). Mounted per
 * opening, so a reason typed for one report never shows on the next.
 */
export function ReturnReportDialog({ report, open, onOpenChange, onReturned }: ReturnReportDialogProps) {
  const mutation = useReturnTimeReport();
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        {open ? <ReturnReportForm report={report} mutation={mutation} onCancel={() => onOpenChange(false)} onReturned={onReturned} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  report: TimeReport;
  mutation: ReturnType<typeof useReturnTimeReport>;
  onCancel: () => void;
  onReturned: (report: TimeReport) => void;
}

function ReturnReportForm({ report, mutation, onCancel, onReturned }: FormProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(returnReportSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const returned = await mutation.mutateAsync({ id: report.id, body });
      toast({ title: "Skickad tillbaka", description: "Rapporten har skickats tillbaka till arbetaren för rättning." });
      onReturned(returned);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      toast({ variant: "destructive", title: "Fel", description: errorMessage(failure, "Kunde inte skicka tillbaka rapporten") });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Skicka tillbaka</DialogTitle>
        <DialogDescription>Rapporten går tillbaka till {report.worker.fullName}, som ser anledningen, rättar och skickar den igen.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-reason`} label="Anledning" error={error}>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          placeholder="T.ex. Fel projekt, det ska vara P-2025-002."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-reason`) : undefined}
          {...form.register("reason")}
        />
      </FormField>
      <FormDialogFooter onCancel={onCancel} pending={mutation.isPending} pendingText="Skickar...">
        Skicka tillbaka
      </FormDialogFooter>
    </form>
  );
}
