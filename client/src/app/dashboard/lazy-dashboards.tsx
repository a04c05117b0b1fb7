import { lazy, Suspense } from "react";
import type { PublicUser } from "@shared/types";
import { FullPageLoader } from "@/components/page-state";

// Each role downloads only its own dashboard: a worker's phone never loads the admin screens.
const AdminDashboard = lazy(() => import("./admin-dashboard").then((m) => ({ default: m.AdminDashboard })));
const WorkerDashboard = lazy(() => import("./worker-dashboard").then((m) => ({ default: m.WorkerDashboard })));

export function LazyAdminDashboard({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AdminDashboard user={user} />
    </Suspense>
  );
}

export function LazyWorkerDashboard({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <WorkerDashboard user={user} />
    </Suspense>
  );
}
