import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ROLE_LABELS } from "@shared/domain";
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

const FIELDS = ["email", "fullName", "role", "employeeNumber"] as const;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

/** 'Bjud in': who is invited, then the link to copy (docs/product-rules.md §1). */
export function InviteDialog({ open, onOpenChange, onCloseAutoFocus }: InviteDialogProps) {
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{created ? "Inbjudan skapad" : "Bjud in"}</DialogTitle>
          <DialogDescription>
            {created
              ? `Länken gäller i ${INVITATION_DAYS} dagar och kan användas en gång.`
              : "Personen får en länk där kontot skapas med de uppgifter du anger här."}
          </DialogDescription>
        </DialogHeader>
        {open && created ? <CreatedLink invitation={created} onDone={() => change(false)} /> : null}
        {open && !created ? <InviteForm onCreated={setCreated} onCancel={() => change(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ onCreated, onCancel }: { onCreated: (invitation: CreatedInvitation) => void; onCancel: () => void }) {
  const form = useForm<InvitationFormValues, unknown, InvitationBody>({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: { email: "", fullName: "", role: "worker", employeeNumber: "" },
  });
  const field = fieldsOf(form);
  const mutation = useCreateInvitation();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onCreated(await mutation.mutateAsync(body));
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      toast({ variant: "destructive", title: "Fel", description: onFields ? "Kunde inte skapa inbjudan" : errorMessage(error, "Kunde inte skapa inbjudan") });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="E-post" type="email" inputMode="email" autoComplete="off" {...field("email")} />
      <TextField label="Fullständigt namn" autoComplete="off" {...field("fullName")} />
      <SelectField label="Roll" {...field("role")}>
        <SelectOptions options={labelledOptions(INVITATION_ROLES, ROLE_LABELS)} />
      </SelectField>
      <TextField label="Anställningsnummer" autoComplete="off" autoCapitalize="none" hint="Valfritt. Som i lönesystemet." {...field("employeeNumber")} />
      <FormDialogFooter onCancel={onCancel} pending={mutation.isPending} pendingText="Skapar..." className="mt-1">
        <Send aria-hidden="true" />
        Skapa inbjudan
      </FormDialogFooter>
    </form>
  );
}

function CreatedLink({ invitation, onDone }: { invitation: CreatedInvitation; onDone: () => void }) {
  const { data: status } = useAdminStatus();
  const copy = () => {
    navigator.clipboard.writeText(invitation.url).then(
      () => toast({ title: "Länken är kopierad" }),
      () => toast({ variant: "destructive", title: "Kunde inte kopiera", description: "Markera länken och kopiera den själv." }),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {status?.mailConfigured
          ? `Länken har skickats till ${invitation.email}. Du kan också kopiera den och skicka den själv.`
          : `Servern skickar ingen e-post: kopiera länken och skicka den till ${invitation.email}.`}
      </p>
      <TextField label="Inbjudningslänk" readOnly value={invitation.url} onFocus={(event) => event.currentTarget.select()} />
      <DialogFooter>
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Kopiera länk
        </Button>
        <Button onClick={onDone}>Klar</Button>
      </DialogFooter>
    </div>
  );
}
