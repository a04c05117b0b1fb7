import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { loginSchema } from "@shared/validation";
import { AdminOnlyError, useAdminLogin } from "@/api/auth/admin-login";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { AdminBadge } from "./admin-badge";
import { BackToLogin } from "./back-to-login";

export function AdminLoginForm() {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
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
      // A message already shown under its field is not repeated in the toast.
      const onFields = applyServerFieldErrors(error, form.setError, ["email", "password"]);
      toast({ variant: "destructive", title: "Inloggningsfel", description: onFields ? undefined : errorMessage(error, "Ogiltiga inloggningsuppgifter") });
    }
  });

  return (
    <Card>
      <CardHeader>
        <AdminBadge />
        <CardTitle as="h1">Logga in som Admin</CardTitle>
        <CardDescription>Granska tidrapporter och hantera projekt och användare.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField label="E-post" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register("email")} />
          <TextField label="Lösenord" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
          <SubmitButton pending={loginMutation.isPending} pendingText="Loggar in..." className="w-full">
            <ShieldCheck aria-hidden="true" />
            Logga in
          </SubmitButton>
        </form>
      </CardContent>
      <CardFooter className="border-t pt-3 sm:pt-3">
        <BackToLogin label="Till vanlig inloggning" />
      </CardFooter>
    </Card>
  );
}
