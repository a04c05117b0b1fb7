import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { loginSchema } from "@shared/validation";
import { AdminOnlyError, useAdminLogin } from "@/api/auth/admin-login";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { AdminBadge } from "./admin-badge";
import { CurrentPasswordField, EmailField } from "./auth-fields";
import { AuthFormCard } from "./auth-form-card";
import { BackToLogin } from "./back-to-login";
import { toastSubmitError } from "./toast-submit-error";

export function AdminLoginForm() {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const loginMutation = useAdminLogin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      toast({ title: "Inloggning lyckades", description: "Välkommen!" });
    } catch (error) {
      if (error instanceof AdminOnlyError) {
        toast({ variant: "destructive", title: "Inloggningsfel", description: error.message });
        return;
      }
      toastSubmitError(error, form.setError, ["email", "password"], "Inloggningsfel", "Ogiltiga inloggningsuppgifter");
    }
  });

  return (
    <AuthFormCard
      form={form}
      onSubmit={onSubmit}
      badge={<AdminBadge />}
      title="Logga in som Admin"
      description="Granska tidrapporter och hantera projekt och användare."
      footer={<BackToLogin label="Till vanlig inloggning" />}
    >
      <EmailField />
      <CurrentPasswordField />
      <SubmitButton pending={loginMutation.isPending} pendingText="Loggar in..." className="w-full">
        <ShieldCheck aria-hidden="true" />
        Logga in
      </SubmitButton>
    </AuthFormCard>
  );
}
