import { AccessDenied } from "../dashboard/access-denied";
import { SignedIn } from "./signed-in";
import { LazyAdminDashboard as AdminDashboard, LazyWorkerDashboard as WorkerDashboard } from "../dashboard/lazy-dashboards";

/** `/`: the login when signed out, otherwise the screen for the user's role. */
export function HomeRoute() {
  return (
    <SignedIn>
      {(user) => (user.role === "worker" ? <WorkerDashboard user={user} /> : user.role === "admin" ? <AdminDashboard user={user} /> : <AccessDenied />)}
    </SignedIn>
  );
}
