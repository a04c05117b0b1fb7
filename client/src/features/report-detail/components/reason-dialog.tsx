import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { adminReasonSchema, type AdminReasonInput } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextareaField } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";

interface ReasonDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request runs: the dialog stays open and its button reads `pendingText`. */
  pending: boolean;
  title: string;
  description: ReactNode;
  placeholder: string;
  submitLabel: string;
  pendingText: string;
  /** The error toast's text when the server gives none. */
  failureText: string;
  /** Sends the reason; a throw keeps the dialog open with the server's field error and a toast. */
  send: (body: AdminReasonInput) => Promise<T>;
  /** The toast once it is sent. */
  sent: { title: string; description: string };
  /** Sent: the dialog has closed; the server's answer. */
  onSent: (answer: T) => void;
}

/**
 * An admin's decision that needs a reason, 10-500 characters (docs/product-rules.md §6): 'Skicka
 * tillbaka', 'Ångra attest' and 'Neka'. The form is mounted per opening, so a reason typed for
 * one report never shows on the next.
 */
export function ReasonDialog<T>({ open, onOpenChange, pending, ...form }: ReasonDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md">{open ? <ReasonForm {...form} pending={pending} onClose={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

type FormProps<T> = Omit<ReasonDialogProps<T>, "open" | "onOpenChange"> & { onClose: () => void };

function ReasonForm<T>({ pending, title, description, placeholder, submitLabel, pendingText, failureText, send, sent, onSent, onClose }: FormProps<T>) {
  const t = useT(reviewSv);
  const form = useForm({ resolver: zodResolver(adminReasonSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async (body) => {
    let answer: T;
    try {
      answer = await send(body);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      toast({ variant: "destructive", title: t("review.common.error"), description: errorMessage(failure, failureText) });
      return;
    }
    toast(sent);
    onClose();
    onSent(answer);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <TextareaField label={t("review.common.reason")} rows={4} placeholder={placeholder} error={error} {...form.register("reason")} />
      <FormDialogFooter onCancel={onClose} pending={pending} pendingText={pendingText}>
        {submitLabel}
      </FormDialogFooter>
    </form>
  );
}
