import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck, Send, Terminal, UserCog } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { forgotPasswordSchema, MSG } from "@shared/validation";
import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useForgotPassword } from "@/api/auth/forgot-password";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
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
  const [sent, setSent] = useState<string | null>(null);
  const { data: status } = useAdminStatus();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const forgotMutation = useForgotPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forgotMutation.mutateAsync(values);
      const message = response?.message || MSG.forgotPasswordSent;
      toast({ title: "Begäran skickad", description: message });
      setSent(message);
    } catch (error) {
      toastSubmitError(error, form.setError, ["email"], "Fel", "Kunde inte skicka begäran");
    }
  });

  if (status && !status.mailConfigured && !status.resetLinkInLog) return <AskAdminNotice message={MSG.forgotPasswordAskAdmin} />;
  if (sent === MSG.forgotPasswordAskAdmin) return <AskAdminNotice message={sent} />;
  if (sent) return <SentNotice />;

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      title="Glömt lösenord?"
      description="Ange din e-postadress så skickar vi instruktioner för att återställa ditt lösenord."
    >
      <EmailField />
      <SubmitButton pending={forgotMutation.isPending} pendingText="Skickar..." className="w-full">
        <Send aria-hidden="true" />
        Skicka instruktioner
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
  return <NoticeCard icon={<UserCog className="size-6" />} iconClassName="bg-muted text-muted-foreground" title="Glömt lösenord?" description={message} />;
}

function SentNotice() {
  return (
    <NoticeCard
      icon={<MailCheck className="size-6" />}
      iconClassName="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300"
      title="Kontrollera din e-post"
      description="Om e-postadressen finns i systemet har vi skickat instruktioner för att återställa ditt lösenord."
    />
  );
}

function DeveloperNote() {
  return (
    <CardContent>
      <aside className="flex gap-3 rounded-md border border-dashed bg-muted/60 p-3 text-sm">
        <Terminal className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">Information för utvecklare</p>
          <p className="text-muted-foreground">
            I utvecklingsläge skrivs återställningslänken ut i serverns konsollogg. I produktion behövs en e-postintegration (SMTP_URL) för att skicka länken.
          </p>
        </div>
      </aside>
    </CardContent>
  );
}
