import { Redirect, useSearch } from "wouter";
import { ACCOUNTS_MSG } from "@shared/validation";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { PanelLoading } from "@/components/panel-state";
import { RegisterForm, RegistrationNotice } from "@/features/auth/components/register-form";

/**
 * /register: with an invitation link's `token` the invited account's form; without one the
 * open registration, or, while registration needs an invitation, a notice saying so
 * (docs/product-rules.md §1).
 */
export function RegisterRoute() {
  const { data: user } = useUser();
  const token = new URLSearchParams(useSearch()).get("token");
  const status = useAdminStatus();
  // Someone already signed in has nothing to register; their start page is /.
  if (user) return <Redirect to="/" />;
  return <AuthLayout>{token ? <RegisterForm invitationToken={token} /> : <OpenRegistration status={status} />}</AuthLayout>;
}

function OpenRegistration({ status }: { status: ReturnType<typeof useAdminStatus> }) {
  if (status.isPending) return <PanelLoading label="Laddar..." />;
  if (status.data?.registration === "invite") return <RegistrationNotice title="Skapa konto" message={ACCOUNTS_MSG.registrationNeedsInvitation} />;
  return <RegisterForm />;
}
