import { Redirect } from "wouter";
import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { RegisterForm } from "@/features/auth/components/register-form";

export function RegisterRoute() {
  const { data: user } = useUser();
  // Someone already signed in has nothing to register; their start page is /.
  if (user) return <Redirect to="/" />;
  return (
    <AuthLayout>
      <RegisterForm />
    </AuthLayout>
  );
}
