import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { LOCALE_NAMES, LOCALES } from "@shared/i18n/locales";
import usersSv from "@shared/i18n/catalogs/users/sv";
import type { CreatedInvitation } from "@shared/types";
import { INVITATION_DAYS } from "@shared/validation/constants";
import { INVITATION_ROLES, invitationBodySchema, type InvitationBody, type InvitationFormValues } from "@shared/validation/accounts";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useCreateInvitation } from "@/api/invitations/create-invitation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextField } from "@/components/ui/form-field";
import { labelledOptions, SelectField, SelectOptions } from "@/components/ui/select";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";

const FIELDS = ["email", "fullName", "role", "employeeNumber", "employedFrom", "locale"] as const;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

/** 'Bjud in': who is invited, then the link to copy (docs/product-rules.md §1). */
export function InviteDialog({ open, onOpenChange, onCloseAutoFocus }: InviteDialogProps) {
  const t = useT(usersSv);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t(created ? "users.invite.created" : "users.invitations.invite")}</DialogTitle>
          <DialogDescription>{created ? t("users.invite.validFor", { days: INVITATION_DAYS }) : t("users.invite.description")}</DialogDescription>
        </DialogHeader>
        {open && created ? <CreatedLink invitation={created} onDone={() => change(false)} /> : null}
        {open && !created ? <InviteForm onCreated={setCreated} onCancel={() => change(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ onCreated, onCancel }: { onCreated: (invitation: CreatedInvitation) => void; onCancel: () => void }) {
  const t = useT(usersSv);
  const shell = useT(shellSv);
  const roleLabels = { worker: shell("shell.role.worker"), admin: shell("shell.role.admin") };
  const form = useForm<InvitationFormValues, unknown, InvitationBody>({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: { email: "", fullName: "", role: "worker", employeeNumber: "", employedFrom: "", locale: "sv" },
  });
  const field = fieldsOf(form);
  const mutation = useCreateInvitation();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onCreated(await mutation.mutateAsync(body));
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      toast({
        variant: "destructive",
        title: t("users.toast.error"),
        description: onFields ? t("users.invite.failed") : errorMessage(error, t("users.invite.failed")),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label={t("users.form.email")} type="email" inputMode="email" autoComplete="off" {...field("email")} />
      <TextField label={t("users.form.fullName")} autoComplete="off" {...field("fullName")} />
      <SelectField label={t("users.form.role")} {...field("role")}>
        <SelectOptions options={labelledOptions(INVITATION_ROLES, roleLabels)} />
      </SelectField>
      <TextField
        label={t("users.form.employeeNumber")}
        autoComplete="off"
        autoCapitalize="none"
        hint={t("users.invite.employeeNumberHint")}
        {...field("employeeNumber")}
      />
      <TextField label={t("users.form.employedFrom")} type="date" hint={t("users.form.employedFromHint")} {...field("employedFrom")} />
      <SelectField label={t("users.form.locale")} hint={t("users.form.localeHint")} {...field("locale")}>
        <SelectOptions options={labelledOptions(LOCALES, LOCALE_NAMES)} />
      </SelectField>
      <FormDialogFooter onCancel={onCancel} pending={mutation.isPending} pendingText={t("users.invite.pending")} className="mt-1">
        <Send aria-hidden="true" />
        {t("users.invite.create")}
      </FormDialogFooter>
    </form>
  );
}

function CreatedLink({ invitation, onDone }: { invitation: CreatedInvitation; onDone: () => void }) {
  const t = useT(usersSv);
  const { data: status } = useAdminStatus();
  const copy = () => {
    navigator.clipboard.writeText(invitation.url).then(
      () => toast({ title: t("users.invite.copied") }),
      () => toast({ variant: "destructive", title: t("users.invite.copyFailed"), description: t("users.invite.copyYourself") }),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t(status?.mailConfigured ? "users.invite.mailed" : "users.invite.noMail", { email: invitation.email })}</p>
      <TextField label={t("users.invite.link")} readOnly value={invitation.url} onFocus={(event) => event.currentTarget.select()} />
      <DialogFooter>
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {t("users.invite.copy")}
        </Button>
        <Button onClick={onDone}>{t("users.invite.done")}</Button>
      </DialogFooter>
    </div>
  );
}
