import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { adminSetupSchema } from "@shared/validation";
import { useSetupAdmin } from "@/api/auth/setup-admin";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { AdminBadge } from "./admin-badge";
import { BackToLogin } from "./back-to-login";

/** Shown on /admin while no admin account exists. */
export function AdminSetupForm() {
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(adminSetupSchema),
    defaultValues: { username: "", fullName: "", email: "", password: "" },
  });
  const { errors } = form.formState;
  const setupMutation = useSetupAdmin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setupMutation.mutateAsync(values);
      navigate("/");
    } catch (error) {
      // A message already shown under its field is not repeated in the toast.
      const onFields = applyServerFieldErrors(error, form.setError, ["username", "fullName", "email", "password"]);
      toast({ variant: "destructive", title: "Fel", description: onFields ? undefined : errorMessage(error, "Kunde inte skapa admin-konto") });
    }
  });

  return (
    <Card>
      <CardHeader>
        <AdminBadge />
        <CardTitle as="h1">Skapa admin-konto</CardTitle>
        <CardDescription>Det finns ingen administratör ännu. Skapa det första admin-kontot för att komma igång.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField label="Användarnamn" autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register("username")} />
          <TextField label="Fullständigt namn" autoComplete="name" error={errors.fullName?.message} {...form.register("fullName")} />
          <TextField label="E-post" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register("email")} />
          <TextField
            label="Lösenord"
            type="password"
            autoComplete="new-password"
            hint="Minst 6 tecken."
            error={errors.password?.message}
            {...form.register("password")}
          />
          <SubmitButton pending={setupMutation.isPending} pendingText="Skapar..." className="mt-1 w-full">
            <ShieldPlus aria-hidden="true" />
            Skapa admin-konto
          </SubmitButton>
        </form>
      </CardContent>
      <CardFooter className="border-t pt-3 sm:pt-3">
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}
