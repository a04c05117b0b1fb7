import { useMemo } from "react";
import { useUsers } from "@/api/users/get-users";

export interface WorkerOption {
  id: string;
  fullName: string;
  email: string;
}

/** Active workers, by name, for the project form's 'Tilldelade arbetare'. */
export function useWorkerOptions(): WorkerOption[] {
  const users = useUsers();
  return useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => u.role === "worker" && u.active)
        .sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"))
        .map((u) => ({ id: u.id, fullName: u.fullName, email: u.email })),
    [users.data],
  );
}

/** Active workers and admins, by name, for the project form's 'Arbetsledare' (docs/product-rules.md §18). */
export function useLeaderOptions(): WorkerOption[] {
  const users = useUsers();
  return useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => (u.role === "worker" || u.role === "admin") && u.active)
        .sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"))
        .map((u) => ({ id: u.id, fullName: u.fullName, email: u.email })),
    [users.data],
  );
}
