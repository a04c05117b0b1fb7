import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { registerSchema } from "@shared/validation";
import { useSetupAdmin } from "@/api/auth/setup-admin";
import { SubmitButton } from "@/components/ui/submit-button";
import { useT } from "@/lib/i18n/runtime";
import { AdminBadge } from "./admin-badge";
import { AccountFields, NewPasswordField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { toastSubmitError } from "./toast-submit-error";

/** Shown on /admin while no admin account exists. */
export function AdminSetupForm() {
  const t = useT(accountSv);
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: "", fullName: "", email: "", password: "" },
  });
  const setupMutation = useSetupAdmin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setupMutation.mutateAsync(values);
      navigate("/");
    } catch (error) {
      toastSubmitError(error, form.setError, ["username", "fullName", "email", "password"], t("account.error"), t("account.admin.couldNotSetup"));
    }
  });

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      badge={<AdminBadge />}
      title={t("account.admin.setupTitle")}
      description={t("account.admin.setupDescription")}
    >
      <AccountFields />
      <NewPasswordField name="password" label={t("account.field.password")} />
      <SubmitButton pending={setupMutation.isPending} pendingText={t("account.admin.setupSubmitting")} className="mt-1 w-full">
        <ShieldPlus aria-hidden="true" />
        {t("account.admin.setupSubmit")}
      </SubmitButton>
    </AuthFormCard>
  );
}
