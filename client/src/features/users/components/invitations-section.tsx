import { MailPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS } from "@shared/domain";
import type { Invitation } from "@shared/types";
import type { RegistrationMode } from "@shared/validation/accounts";
import { useDeleteInvitation } from "@/api/invitations/delete-invitation";
import { useInvitations } from "@/api/invitations/get-invitations";
import { useAccountSettings } from "@/api/settings/get-account-settings";
import { useUpdateAccountSettings } from "@/api/settings/update-account-settings";
import { AdminSection } from "@/components/admin-section";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { InviteDialog } from "./invite-dialog";

const MODES: { value: RegistrationMode; label: string; hint: string }[] = [
  { value: "invite", label: "Endast med inbjudan", hint: "Bara den som fått en inbjudningslänk kan skapa ett konto." },
  { value: "open", label: "Öppen registrering", hint: "Vem som helst som hittar sidan kan skapa ett arbetarkonto." },
];

/** 'Inbjudningar' and the registration setting of 'Användare' (docs/product-rules.md §1). */
export function InvitationsSection() {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <AdminSection
      id="invitations"
      title="Inbjudningar"
      description="Nya konton skapas med en länk som gäller en gång."
      actions={
        <Button
          variant="outline"
          onClick={() => {
            focus.remember();
            setOpen(true);
          }}
        >
          <MailPlus aria-hidden="true" />
          Bjud in
        </Button>
      }
    >
      <RegistrationSetting />
      <OpenInvitations />
      <InviteDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </AdminSection>
  );
}

function RegistrationSetting() {
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings({
    mutationConfig: {
      onSuccess: () => toast({ title: "Inställningen har sparats" }),
      onError: (error) => toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte spara inställningen") }),
    },
  });
  if (settings.isError) return <PanelError />;
  const current = update.isPending ? update.variables.registration : settings.data?.registration;
  return (
    <Card className="p-4">
      <fieldset className="flex flex-col gap-3" disabled={settings.isPending || update.isPending}>
        <legend className="mb-2 font-semibold">Inställningar: Registrering</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="registration"
              value={mode.value}
              checked={current === mode.value}
              onChange={() => update.mutate({ registration: mode.value })}
              className="mt-1 size-4"
            />
            <span className="flex flex-col">
              <span className="text-sm font-semibold">{mode.label}</span>
              <span className="text-sm text-muted-foreground">{mode.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}

function OpenInvitations() {
  const invitations = useInvitations();
  const withdraw = useDeleteInvitation({
    mutationConfig: {
      onSuccess: () => toast({ title: "Inbjudan har dragits tillbaka" }),
      onError: (error) => toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte dra tillbaka inbjudan") }),
    },
  });
  if (invitations.isError) return <PanelError />;
  if (invitations.isPending) return <PanelLoading label="Laddar inbjudningar..." />;
  if (invitations.data.length === 0) return <p className="text-sm text-muted-foreground">Inga öppna inbjudningar.</p>;
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y" aria-label="Öppna inbjudningar">
        {invitations.data.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} pending={withdraw.isPending} onWithdraw={() => withdraw.mutate(invitation.id)} />
        ))}
      </ul>
    </Card>
  );
}

function InvitationRow({ invitation, pending, onWithdraw }: { invitation: Invitation; pending: boolean; onWithdraw: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{invitation.fullName}</p>
        <p className="truncate text-sm text-muted-foreground">
          {invitation.email} · {ROLE_LABELS[invitation.role]} · gäller till {formatDateTime(invitation.expiresAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onWithdraw} disabled={pending} aria-label={`Dra tillbaka inbjudan till ${invitation.fullName}`}>
        <Trash2 aria-hidden="true" />
        Dra tillbaka
      </Button>
    </li>
  );
}
