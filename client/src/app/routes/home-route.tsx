import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { LoginForm } from "@/features/auth/components/login-form";
import { AccessDenied } from "../dashboard/access-denied";
import { LazyAdminDashboard as AdminDashboard, LazyWorkerDashboard as WorkerDashboard } from "../dashboard/lazy-dashboards";

/** `/`: the login when signed out, otherwise the screen for the user's role. */
export function HomeRoute() {
  const { data: user, isPending, error, refetch } = useUser();
  if (isPending) return <FullPageLoader />;
  if (error) return <FullPageError error={error} onRetry={() => void refetch()} />;
  if (!user) {
    return (
      <AuthLayout>
        <LoginForm />
      </AuthLayout>
    );
  }
  switch (user.role) {
    case "worker":
      return <WorkerDashboard user={user} />;
    case "admin":
      return <AdminDashboard user={user} />;
    case "customer":
      return <AccessDenied />;
  }
}
