import { useAdminStatus } from "@/api/auth/get-admin-status";
import { useUser } from "@/api/auth/get-user";
import { AuthLayout } from "@/components/auth-layout";
import { FullPageError, FullPageLoader } from "@/components/page-state";
import { AdminLoginForm } from "@/features/auth/components/admin-login-form";
import { AdminSetupForm } from "@/features/auth/components/admin-setup-form";
import { LazyAdminDashboard as AdminDashboard } from "../dashboard/lazy-dashboards";

/** `/admin`: the dashboard for an admin; for anyone else the admin login, or the first-admin setup while there is no admin. */
export function AdminRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageLoader />;
  if (user?.role === "admin") return <AdminDashboard user={user} />;
  return <AdminEntry />;
}

/** The admin login, or the first-admin setup while there is none: what an admin page shows the signed-out. */
export function AdminEntry() {
  const { data, isPending, error, refetch } = useAdminStatus();
  if (isPending) return <FullPageLoader />;
  if (error) return <FullPageError error={error} onRetry={() => void refetch()} />;
  return <AuthLayout>{data.hasAdmin ? <AdminLoginForm /> : <AdminSetupForm />}</AuthLayout>;
}
