import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { resetPasswordFormSchema } from "@shared/validation";
import { useResetPassword } from "@/api/auth/reset-password";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n/runtime";
import { ConfirmPasswordField, NewPasswordField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { BackToLogin } from "./back-to-login";
import { toastSubmitError } from "./toast-submit-error";

/** `token` comes from the link in the reset e-mail (?token=...). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  if (!token) return <InvalidLink />;
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useT(accountSv);
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const resetMutation = useResetPassword();

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetMutation.mutateAsync({ token, newPassword });
      toast({ title: t("account.reset.succeeded"), description: t("account.reset.succeededDescription") });
      navigate("/");
    } catch (error) {
      toastSubmitError(error, form.setError, ["newPassword"], t("account.error"), t("account.reset.couldNotReset"));
    }
  });

  return (
    <AuthFormCard form={form} onSubmit={onSubmit} title={t("account.reset.title")} description={t("account.reset.description")}>
      <NewPasswordField name="newPassword" label={t("account.reset.newPassword")} />
      <ConfirmPasswordField />
      <SubmitButton pending={resetMutation.isPending} pendingText={t("account.reset.submitting")} className="w-full">
        <KeyRound aria-hidden="true" />
        {t("account.reset.submit")}
      </SubmitButton>
    </AuthFormCard>
  );
}

function InvalidLink() {
  const t = useT(accountSv);
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
          <LinkIcon className="size-6" />
        </span>
        <CardTitle as="h1">{t("account.reset.invalidLink")}</CardTitle>
        <CardDescription>{t("account.reset.invalidLinkDescription")}</CardDescription>
        <p className="text-xs text-muted-foreground">{t("account.reset.missingToken")}</p>
      </CardHeader>
      <CardFooter className="flex-col gap-2 border-t pt-4 sm:pt-4">
        <Link href="/forgot-password" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          {t("account.reset.requestNewLink")}
        </Link>
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}
