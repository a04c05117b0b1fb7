import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { adminReasonSchema, type AdminReasonInput } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextareaField } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useT } from "@/lib/i18n/runtime";

/** What the dialog asks a reason for: 'Skicka tillbaka' or 'Ångra godkännande'. */
export interface ReasonRequest {
  title: string;
  description: string;
  placeholder: string;
  submitLabel: string;
  done: { title: string; description: string };
  /** Sends the reason; a throw keeps the dialog open with the server's error. */
  send: (body: AdminReasonInput) => Promise<unknown>;
}

/**
 * A decision of the arbetsledare's that needs a reason of 10-500 characters (docs/product-rules.md
 * §18): sending a report or an expense back, undoing an approval. Mounted per request, so a reason
 * typed for one row never shows on the next.
 */
export function ApprovalReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">{request ? <ReasonForm request={request} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const t = useT(approvalsSv);
  const form = useForm({ resolver: zodResolver(adminReasonSchema), defaultValues: { reason: "" } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await request.send(body);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      toast({ variant: "destructive", title: t("approvals.failedAction"), description: errorMessage(failure, t("approvals.failedAction")) });
      return;
    }
    toast(request.done);
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      <TextareaField
        label={t("approvals.reason")}
        rows={4}
        placeholder={request.placeholder}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <FormDialogFooter onCancel={onClose} pending={form.formState.isSubmitting} pendingText={t("approvals.sending")}>
        {request.submitLabel}
      </FormDialogFooter>
    </form>
  );
}
