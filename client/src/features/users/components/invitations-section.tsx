import { MailPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import usersSv from "@shared/i18n/catalogs/users/sv";
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
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { InviteDialog } from "./invite-dialog";

/** Each labelled `users.invitations.mode.<mode>`, with its hint. */
const MODES: readonly RegistrationMode[] = ["invite", "open"];

/** A choice as the other forms draw one: a bordered row, the chosen one marked in the brand colour. */
const CHOICE =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2.5 transition-colors hover:bg-accent/60 " +
  "has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70";

/** 'Inbjudningar' and the registration setting of 'Användare' (docs/product-rules.md §1). */
export function InvitationsSection() {
  const t = useT(usersSv);
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <AdminSection
      id="invitations"
      title={t("users.invitations.title")}
      description={t("users.invitations.description")}
      actions={
        <Button
          variant="outline"
          onClick={() => {
            focus.remember();
            setOpen(true);
          }}
        >
          <MailPlus aria-hidden="true" />
          {t("users.invitations.invite")}
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
  const t = useT(usersSv);
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings({
    mutationConfig: {
      onSuccess: () => toast({ title: t("users.invitations.saved") }),
      onError: (error) => toast({ variant: "destructive", title: t("users.toast.error"), description: errorMessage(error, t("users.invitations.saveFailed")) }),
    },
  });
  if (settings.isError) return <PanelError />;
  const current = update.isPending ? update.variables.registration : settings.data?.registration;
  return (
    <Card className="p-4">
      <fieldset className="flex flex-col gap-2" disabled={settings.isPending || update.isPending}>
        <legend className="mb-2 font-semibold">{t("users.invitations.registration")}</legend>
        {MODES.map((mode) => (
          <label key={mode} className={CHOICE}>
            <input
              type="radio"
              name="registration"
              value={mode}
              checked={current === mode}
              onChange={() => update.mutate({ registration: mode })}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[hsl(var(--primary))] disabled:cursor-not-allowed"
            />
            <span className="flex flex-col">
              <span className="text-sm font-semibold">{t(`users.invitations.mode.${mode}`)}</span>
              <span className="text-sm text-muted-foreground">{t(`users.invitations.mode.${mode}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}

function OpenInvitations() {
  const t = useT(usersSv);
  const invitations = useInvitations();
  const withdraw = useDeleteInvitation({
    mutationConfig: {
      onSuccess: () => toast({ title: t("users.invitations.withdrawn") }),
      onError: (error) =>
        toast({ variant: "destructive", title: t("users.toast.error"), description: errorMessage(error, t("users.invitations.withdrawFailed")) }),
    },
  });
  if (invitations.isError) return <PanelError />;
  if (invitations.isPending) return <PanelLoading label={t("users.invitations.loading")} />;
  if (invitations.data.length === 0) return <p className="text-sm text-muted-foreground">{t("users.invitations.none")}</p>;
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y" aria-label={t("users.invitations.open")}>
        {invitations.data.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} pending={withdraw.isPending} onWithdraw={() => withdraw.mutate(invitation.id)} />
        ))}
      </ul>
    </Card>
  );
}

function InvitationRow({ invitation, pending, onWithdraw }: { invitation: Invitation; pending: boolean; onWithdraw: () => void }) {
  const t = useT(usersSv);
  const shell = useT(shellSv);
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{invitation.fullName}</p>
        <p className="truncate text-sm text-muted-foreground">
          {invitation.email} · {shell(`shell.role.${invitation.role}`)}
          {invitation.employedFrom ? ` · ${t("users.invitations.employedFrom", { date: format.date(invitation.employedFrom, "short") })}` : null} ·{" "}
          {t("users.invitations.validUntil", { time: format.dateTime(invitation.expiresAt) })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onWithdraw}
        disabled={pending}
        aria-label={t("users.invitations.withdrawLabel", { name: invitation.fullName })}
      >
        <Trash2 aria-hidden="true" />
        {t("users.invitations.withdraw")}
      </Button>
    </li>
  );
}
