import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { registerFormSchema } from "@shared/validation";
import { useRegister } from "@/api/auth/register";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { BackToLogin } from "./back-to-login";

export function RegisterForm() {
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit(async ({ username, fullName, email, password }) => {
    try {
      // confirmPassword only guards against typos; the server never sees it.
      await registerMutation.mutateAsync({ username, fullName, email, password });
      toast({ title: "Registrering lyckades" });
      navigate("/");
    } catch (error) {
      // A message already shown under its field is not repeated in the toast.
      const onFields = applyServerFieldErrors(error, form.setError, ["username", "fullName", "email", "password"]);
      toast({ variant: "destructive", title: "Registreringsfel", description: onFields ? undefined : errorMessage(error, "Kunde inte skapa konto") });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Skapa konto</CardTitle>
        <CardDescription>Registrera dig för att börja rapportera din arbetstid.</CardDescription>
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
          <TextField
            label="Bekräfta lösenord"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <SubmitButton pending={registerMutation.isPending} pendingText="Skapar konto..." className="mt-1 w-full">
            <UserPlus aria-hidden="true" />
            Skapa konto
          </SubmitButton>
        </form>
      </CardContent>
      <CardFooter className="border-t pt-3 sm:pt-3">
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}
