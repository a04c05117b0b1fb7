import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { MSG, resetPasswordFormSchema } from "@shared/validation";
import { useResetPassword } from "@/api/auth/reset-password";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
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
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const resetMutation = useResetPassword();

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetMutation.mutateAsync({ token, newPassword });
      toast({ title: "Lösenord återställt", description: "Du kan nu logga in med ditt nya lösenord" });
      navigate("/");
    } catch (error) {
      toastSubmitError(error, form.setError, ["newPassword"], "Fel", "Kunde inte återställa lösenord");
    }
  });

  return (
    <AuthFormCard form={form} onSubmit={onSubmit} title="Återställ lösenord" description="Välj ett nytt lösenord för ditt konto.">
      <NewPasswordField name="newPassword" label="Nytt lösenord" />
      <ConfirmPasswordField />
      <SubmitButton pending={resetMutation.isPending} pendingText="Sparar..." className="w-full">
        <KeyRound aria-hidden="true" />
        Spara nytt lösenord
      </SubmitButton>
    </AuthFormCard>
  );
}

function InvalidLink() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
          <LinkIcon className="size-6" />
        </span>
        <CardTitle as="h1">Ogiltig länk</CardTitle>
        <CardDescription>{MSG.invalidResetLink}</CardDescription>
        <p className="text-xs text-muted-foreground">{MSG.missingToken}</p>
      </CardHeader>
      <CardFooter className="flex-col gap-2 border-t pt-4 sm:pt-4">
        <Link href="/forgot-password" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          Begär en ny länk
        </Link>
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}
