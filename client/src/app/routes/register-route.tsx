import { Redirect, useSearch } from "wouter";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { PanelLoading } from "@/components/panel-state";
import { RegisterForm, RegistrationNotice } from "@/features/auth/components/register-form";
import { useT } from "@/lib/i18n/runtime";

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
  const t = useT(accountSv);
  if (status.isPending) return <PanelLoading label={t("account.register.loading")} />;
  if (status.data?.registration === "invite") return <RegistrationNotice title={t("account.register.title")} message={t("account.register.needsInvitation")} />;
  return <RegisterForm />;
}
