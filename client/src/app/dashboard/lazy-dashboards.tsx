import { lazy, Suspense } from "react";
import type { PublicUser } from "@shared/types";
import { FullPageLoader } from "@/components/page-state";

// Each role downloads only its own dashboard: a worker's phone never loads the admin screens.
const loadWorkerDashboard = () => import("./worker-dashboard");
const AdminDashboard = lazy(() => import("./admin-dashboard").then((m) => ({ default: m.AdminDashboard })));
const WorkerDashboard = lazy(() => loadWorkerDashboard().then((m) => ({ default: m.WorkerDashboard })));

/** Set before the first render when the page came with its first screen (app/first-screen.ts). */
let loadedWorkerDashboard: Awaited<ReturnType<typeof loadWorkerDashboard>>["WorkerDashboard"] | null = null;

/** Loads the worker's dashboard ahead, so it shows at once instead of after a loader. */
export async function preloadWorkerDashboard(): Promise<void> {
  loadedWorkerDashboard = (await loadWorkerDashboard()).WorkerDashboard;
}

export function LazyAdminDashboard({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AdminDashboard user={user} />
    </Suspense>
  );
}

export function LazyWorkerDashboard({ user }: { user: PublicUser }) {
  const Loaded = loadedWorkerDashboard;
  if (Loaded) return <Loaded user={user} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <WorkerDashboard user={user} />
    </Suspense>
  );
}
