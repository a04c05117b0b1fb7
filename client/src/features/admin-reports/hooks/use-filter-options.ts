import { useMemo } from "react";
import { useProjects } from "@/api/projects/get-projects";
import { useUsers } from "@/api/users/get-users";
import type { FilterOption } from "../lib/report-filters";

export interface FilterOptions {
  workers: FilterOption[];
  projects: FilterOption[];
}

/**
 * The workers and projects the list's filters and the PDF card choose from. Deactivated
 * workers and archived projects stay, marked: their reports are still in the lists.
 */
export function useFilterOptions(): FilterOptions {
  const users = useUsers();
  const projects = useProjects();
  return useMemo(
    () => ({
      workers: [...(users.data ?? [])]
        .filter((u) => u.role === "worker")
        .sort((a, b) => a.fullName.localeCompare(b.fullName, "sv"))
        .map((u) => ({ id: u.id, label: u.active ? u.fullName : `${u.fullName} (inaktiverad)`, shortLabel: u.fullName })),
      projects: [...(projects.data ?? [])]
        .sort((a, b) => a.projectNumber.localeCompare(b.projectNumber, "sv"))
        .map((p) => ({
          id: p.id,
          label: `${p.projectNumber} · ${p.title || "Projektnamn saknas"}${p.status === "archived" ? " (arkiverat)" : ""}`,
          shortLabel: p.projectNumber,
        })),
    }),
    [users.data, projects.data],
  );
}
