import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { registerSchema } from "@shared/validation";
import { useSetupAdmin } from "@/api/auth/setup-admin";
import { SubmitButton } from "@/components/ui/submit-button";
import { AdminBadge } from "./admin-badge";
import { AccountFields, NewPasswordField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { toastSubmitError } from "./toast-submit-error";

/** Shown on /admin while no admin account exists. */
export function AdminSetupForm() {
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
      toastSubmitError(error, form.setError, ["username", "fullName", "email", "password"], "Fel", "Kunde inte skapa admin-konto");
    }
  });

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      badge={<AdminBadge />}
      title="Skapa admin-konto"
      description="Det finns ingen administratör ännu. Skapa det första admin-kontot för att komma igång."
    >
      <AccountFields />
      <NewPasswordField name="password" label="Lösenord" />
      <SubmitButton pending={setupMutation.isPending} pendingText="Skapar..." className="mt-1 w-full">
        <ShieldPlus aria-hidden="true" />
        Skapa admin-konto
      </SubmitButton>
    </AuthFormCard>
  );
}
