import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import accountSv from "@shared/i18n/catalogs/account/sv";
import type { InvitationLookup } from "@shared/types";
import { registerFormSchema } from "@shared/validation";
import { useRegister } from "@/api/auth/register";
import { useInvitationLookup } from "@/api/invitations/lookup-invitation";
import { PanelLoading } from "@/components/panel-state";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { rememberedLocale } from "@/lib/i18n/locale-choice";
import { activateLocale, useT } from "@/lib/i18n/runtime";
import { AccountFields, ConfirmPasswordField, NewPasswordField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { BackToLogin } from "./back-to-login";
import { toastSubmitError } from "./toast-submit-error";

/**
 * 'Skapa konto'. Opened from an invitation link (`token`), the e-mail and name come from the
 * invitation and cannot be changed here; the server gives the account the invitation's role
 * (docs/product-rules.md §1).
 */
export function RegisterForm({ invitationToken = null }: { invitationToken?: string | null }) {
  const t = useT(accountSv);
  const lookup = useInvitationLookup(invitationToken);
  const invitedIn = lookup.data?.locale;
  // The invitation's language, unless this browser has chosen one on the login screen.
  useEffect(() => {
    if (invitedIn && rememberedLocale() === null) void activateLocale(invitedIn);
  }, [invitedIn]);
  if (!invitationToken) return <AccountForm invitation={null} />;
  if (lookup.isPending) return <PanelLoading label={t("account.register.loadingInvitation")} />;
  if (lookup.isError) return <RegistrationNotice title={t("account.register.invitationNotValid")} message={t("account.register.invalidInvitation")} />;
  return <AccountForm invitation={{ token: invitationToken, ...lookup.data }} />;
}

/** Registration needs an invitation, or the link is no good: say so, and offer the way back. */
export function RegistrationNotice({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardFooter className="border-t pt-3 sm:pt-3">
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}

function AccountForm({ invitation }: { invitation: (InvitationLookup & { token: string }) | null }) {
  const t = useT(accountSv);
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", fullName: invitation?.fullName ?? "", email: invitation?.email ?? "", password: "", confirmPassword: "" },
  });
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit(async ({ username, fullName, email, password }) => {
    try {
      // confirmPassword only guards against typos; the server never sees it.
      await registerMutation.mutateAsync({ username, fullName, email, password, ...(invitation ? { invitationToken: invitation.token } : {}) });
      toast({ title: t("account.register.succeeded") });
      navigate("/");
    } catch (error) {
      toastSubmitError(error, form.setError, ["username", "fullName", "email", "password"], t("account.register.failed"), t("account.register.couldNotCreate"));
    }
  });

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      title={t("account.register.title")}
      description={invitation ? t("account.register.invited") : t("account.register.open")}
    >
      <AccountFields fixedIdentity={invitation !== null} />
      <NewPasswordField name="password" label={t("account.field.password")} />
      <ConfirmPasswordField />
      <SubmitButton pending={registerMutation.isPending} pendingText={t("account.register.submitting")} className="mt-1 w-full">
        <UserPlus aria-hidden="true" />
        {t("account.register.submit")}
      </SubmitButton>
    </AuthFormCard>
  );
}
