import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { registerFormSchema } from "@shared/validation";
import { useRegister } from "@/api/auth/register";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { AccountFields, ConfirmPasswordField, NewPasswordField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { toastSubmitError } from "./toast-submit-error";

export function RegisterForm() {
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit(async ({ username, fullName, email, password }) => {
    try {
      // confirmPassword only guards against typos; the server never sees it.
      await registerMutation.mutateAsync({ username, fullName, email, password });
      toast({ title: "Registrering lyckades" });
      navigate("/");
    } catch (error) {
      toastSubmitError(error, form.setError, ["username", "fullName", "email", "password"], "Registreringsfel", "Kunde inte skapa konto");
    }
  });

  return (
    <AuthFormCard form={form} onSubmit={onSubmit} title="Skapa konto" description="Registrera dig för att börja rapportera din arbetstid.">
      <AccountFields />
      <NewPasswordField name="password" label="Lösenord" />
      <ConfirmPasswordField />
      <SubmitButton pending={registerMutation.isPending} pendingText="Skapar konto..." className="mt-1 w-full">
        <UserPlus aria-hidden="true" />
        Skapa konto
      </SubmitButton>
    </AuthFormCard>
  );
}
