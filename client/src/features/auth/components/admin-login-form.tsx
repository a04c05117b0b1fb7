import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import accountSv from "@shared/i18n/catalogs/account/sv";
import authSv from "@shared/i18n/catalogs/auth/sv";
import { loginSchema } from "@shared/validation";
import { AdminOnlyError, useAdminLogin } from "@/api/auth/admin-login";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n/runtime";
import { AdminBadge } from "./admin-badge";
import { CurrentPasswordField, EmailField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { BackToLogin } from "./back-to-login";
import { toastSubmitError } from "./toast-submit-error";

export function AdminLoginForm() {
  const t = useT(authSv);
  const ta = useT(accountSv);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const loginMutation = useAdminLogin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      toast({ title: t("auth.login.succeeded"), description: t("auth.login.welcome") });
    } catch (error) {
      if (error instanceof AdminOnlyError) {
        toast({ variant: "destructive", title: t("auth.login.failed"), description: error.message });
        return;
      }
      toastSubmitError(error, form.setError, ["email", "password"], t("auth.login.failed"), t("auth.login.invalidCredentials"));
    }
  });

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      badge={<AdminBadge />}
      title={ta("account.admin.loginTitle")}
      description={ta("account.admin.loginDescription")}
      footer={<BackToLogin label={ta("account.admin.toRegularLogin")} />}
    >
      <EmailField />
      <CurrentPasswordField />
      <SubmitButton pending={loginMutation.isPending} pendingText={t("auth.login.submitting")} className="w-full">
        <ShieldCheck aria-hidden="true" />
        {t("auth.login.submit")}
      </SubmitButton>
    </AuthFormCard>
  );
}
