import { useSearch } from "wouter";
import { AuthLayout } from "@/components/auth-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export function ResetPasswordRoute() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthLayout>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
