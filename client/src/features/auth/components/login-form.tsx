import { LogIn, UserCog } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import authSv from "@shared/i18n/catalogs/auth/sv";
import type { DemoAccount } from "@shared/types";
import type { LoginInput } from "@shared/validation";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useLogin } from "@/api/auth/login";
import { SubmitButton } from "@/components/ui/submit-button";
import { preloadToaster } from "@/components/ui/lazy-toaster";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n/runtime";
import { lazyResolver } from "@/lib/lazy-resolver";
import { CurrentPasswordField, EmailField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { DemoAccountsCard } from "./demo-accounts-card";
import { toastSubmitError } from "./toast-submit-error";

interface LoginFields {
  email: string;
  password: string;
}

// The shared login schema, fetched with zod when the form is first touched or checked; the
// toaster (for 'Inloggningsfel') comes along on the same hint.
const login = lazyResolver<LoginFields, LoginInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/auth")]).then(([{ zodResolver }, { loginSchema }]) => zodResolver(loginSchema)),
);

function preloadForm(): void {
  login.preload();
  preloadToaster().catch(() => undefined);
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline";

/**
 * The sign-in screen's content: the form, and the demo accounts when the server offers them.
 * 'Skapa konto' only while registration is open (docs/product-rules.md §1); a company that
 * invites shows strangers no way in. While no admin exists, 'Skapa admin-konto' leads to the
 * first-admin setup at `/admin`.
 */
export function LoginForm() {
  const t = useT(authSv);
  const { data: status } = useAdminStatus();
  const form = useForm<LoginFields, unknown, LoginInput>({ resolver: login.resolver, defaultValues: { email: "", password: "" } });
  const loginMutation = useLogin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await loginMutation.mutateAsync(values);
      // A customer is met by 'Åtkomst nekad' at once: no welcome before it.
      if (user.role !== "customer") toast({ title: t("auth.login.succeeded"), description: t("auth.login.welcome") });
    } catch (error) {
      toastSubmitError(error, form.setError, ["email", "password"], t("auth.login.failed"), t("auth.login.invalidCredentials"));
    }
  });

  const fill = (account: DemoAccount) => {
    form.setValue("email", account.email, { shouldValidate: true });
    form.setValue("password", account.password, { shouldValidate: true });
  };

  return (
    <>
      <AuthFormCard
        form={form}
        onSubmit={onSubmit}
        onFocus={preloadForm}
        title={t("auth.login.title")}
        description={t("auth.login.description")}
        footer={
          <>
            {status?.registration === "open" ? (
              <p className="flex flex-wrap items-center justify-center gap-1.5">
                <span className="text-muted-foreground">{t("auth.login.noAccount")}</span>
                <Link href="/register" className={linkClass}>
                  {t("auth.login.createAccount")}
                </Link>
              </p>
            ) : status?.registration === "invite" ? (
              <p className="text-muted-foreground">{t("auth.login.byInvitation")}</p>
            ) : null}
            {/* A fresh installation: whoever opens it first makes the first admin; once one exists the link is gone. */}
            {status?.hasAdmin === false ? (
              <Link href="/admin" className={linkClass}>
                <UserCog aria-hidden="true" className="mr-1.5 size-4" />
                {t("auth.login.setupAdmin")}
              </Link>
            ) : null}
          </>
        }
        footerClassName="flex-col items-center gap-1 border-t pt-4 text-center text-sm sm:pt-4"
      >
        <EmailField />
        <div className="flex flex-col gap-1">
          <CurrentPasswordField />
          <Link href="/forgot-password" className={`${linkClass} self-end text-sm`}>
            {t("auth.login.forgotPassword")}
          </Link>
        </div>
        <SubmitButton pending={loginMutation.isPending} pendingText={t("auth.login.submitting")} className="w-full">
          <LogIn aria-hidden="true" />
          {t("auth.login.submit")}
        </SubmitButton>
      </AuthFormCard>
      <DemoAccountsCard onFill={fill} />
    </>
  );
}
