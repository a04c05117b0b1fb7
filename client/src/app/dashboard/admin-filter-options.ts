import { useMemo } from "react";
import type { FilterOption } from "@/features/admin-reports/lib/report-filters";
import type { CustomerOption } from "@/features/projects/components/project-form-fields";
import { useProjects } from "@/features/projects/api/get-projects";
import { useUsers } from "@/features/users/api/get-users";

export interface AdminOptions {
  workers: FilterOption[];
  projects: FilterOption[];
  customers: CustomerOption[];
}

/**
 * The workers, projects and customers other tabs choose from, read once here and handed
 * down: features never import each other, and the users and projects features own these lists.
 * Deactivated workers and archived projects stay, marked: their reports are still in the lists.
 */
export function useAdminOptions(): AdminOptions {
  const users = useUsers();
  const projects = useProjects();
  return useMemo(() => {
    const all = [...(users.data ?? [])].sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"));
    return {
      workers: all
        .filter((u) => u.role === "worker")
        .map((u) => ({ id: u.id, label: u.active ? u.fullName : `${u.fullName} (inaktiverad)`, shortLabel: u.fullName })),
      customers: all.filter((u) => u.role === "customer" && u.active).map((u) => ({ id: u.id, fullName: u.fullName })),
      projects: [...(projects.data ?? [])]
        .sort((a, b) => a.projectNumber.localeCompare(b.projectNumber, "sv"))
        .map((p) => ({
          id: p.id,
          label: `${p.projectNumber} · ${p.title || "Projektnamn saknas"}${p.status === "archived" ? " (arkiverat)" : ""}`,
          shortLabel: p.projectNumber,
        })),
    };
  }, [users.data, projects.data]);
}
