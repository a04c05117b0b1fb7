import { useMemo } from "react";
import type { UserRole } from "@shared/domain";
import { useUsers } from "@/api/users/get-users";

export interface WorkerOption {
  id: string;
  fullName: string;
  email: string;
}

/** The active users of `roles`, by name, as the project form's pick lists show them. */
function useActiveUsers(roles: readonly UserRole[]): WorkerOption[] {
  const users = useUsers();
  return useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => roles.includes(u.role) && u.active)
        .sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"))
        .map((u) => ({ id: u.id, fullName: u.fullName, email: u.email })),
    [users.data, roles],
  );
}

// Module constants, so that each list keeps its identity between renders.
const WORKERS: readonly UserRole[] = ["worker"];
const LEADERS: readonly UserRole[] = ["worker", "admin"];

/** Active workers, for the project form's 'Tilldelade arbetare'. */
export const useWorkerOptions = (): WorkerOption[] => useActiveUsers(WORKERS);

/** Active workers and admins, for the project form's 'Arbetsledare' (docs/product-rules.md §18). */
export const useLeaderOptions = (): WorkerOption[] => useActiveUsers(LEADERS);
