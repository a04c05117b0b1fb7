import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck, Send, Terminal, UserCog } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { forgotPasswordSchema, MSG } from "@shared/validation";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useForgotPassword } from "@/api/auth/forgot-password";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { EmailField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { BackToLogin } from "./back-to-login";
import { toastSubmitError } from "./toast-submit-error";

/**
 * 'Glömt lösenord'. A server without SMTP sends no mail (docs/product-rules.md §1): in
 * production the screen says at once to ask an admin; in development the form stays (the link
 * goes to the server log) and its answer says the same.
 */
export function ForgotPasswordForm() {
  const t = useT(accountSv);
  const [sent, setSent] = useState<string | null>(null);
  const { data: status } = useAdminStatus();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const forgotMutation = useForgotPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forgotMutation.mutateAsync(values);
      const message = response?.message || t("account.forgot.sentMessage");
      toast({ title: t("account.forgot.sent"), description: message });
      setSent(message);
    } catch (error) {
      toastSubmitError(error, form.setError, ["email"], t("account.error"), t("account.forgot.couldNotSend"));
    }
  });

  if (status && !status.mailConfigured && !status.resetLinkInLog) return <AskAdminNotice message={t("account.forgot.askAdmin")} />;
  if (sent === MSG.forgotPasswordAskAdmin) return <AskAdminNotice message={sent} />;
  if (sent) return <SentNotice />;

  return (
    <AuthFormCard form={form} onSubmit={onSubmit} title={t("account.forgot.title")} description={t("account.forgot.description")}>
      <EmailField />
      <SubmitButton pending={forgotMutation.isPending} pendingText={t("account.forgot.submitting")} className="w-full">
        <Send aria-hidden="true" />
        {t("account.forgot.submit")}
      </SubmitButton>
    </AuthFormCard>
  );
}

/** What the screen says instead of the form: an icon, a heading, a sentence, the way back. */
function NoticeCard({ icon, iconClassName, title, description }: { icon: ReactNode; iconClassName: string; title: string; description: string }) {
  // Only where the link really is in the log: no SMTP and not production (the server says).
  const { data: status } = useAdminStatus();
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className={cn("mb-2 flex size-12 items-center justify-center rounded-full", iconClassName)} aria-hidden="true">
          {icon}
        </span>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {status?.resetLinkInLog ? <DeveloperNote /> : null}
      <CardFooter className="border-t pt-3 sm:pt-3">
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}

function AskAdminNotice({ message }: { message: string }) {
  const t = useT(accountSv);
  return (
    <NoticeCard icon={<UserCog className="size-6" />} iconClassName="bg-muted text-muted-foreground" title={t("account.forgot.title")} description={message} />
  );
}

function SentNotice() {
  const t = useT(accountSv);
  return (
    <NoticeCard
      icon={<MailCheck className="size-6" />}
      iconClassName="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300"
      title={t("account.forgot.checkEmail")}
      description={t("account.forgot.checkEmailDescription")}
    />
  );
}

function DeveloperNote() {
  const t = useT(accountSv);
  return (
    <CardContent>
      <aside className="flex gap-3 rounded-md border border-dashed bg-muted/60 p-3 text-sm">
        <Terminal className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t("account.forgot.developerTitle")}</p>
          <p className="text-muted-foreground">{t("account.forgot.developerNote")}</p>
        </div>
      </aside>
    </CardContent>
  );
}
