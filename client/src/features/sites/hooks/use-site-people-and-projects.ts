import { useMemo } from "react";
import type { PublicUser, Site } from "@shared/types";
import { useProjects, type ProjectListItem } from "@/api/projects/get-projects";
import { useUsers } from "@/api/users/get-users";
import type { PickOption } from "@/components/pick-list-field";

export interface SitePeopleAndProjects {
  /** A user's name by id, for the list's 'Platsansvariga'. */
  userName: (id: string) => string;
  /** 'P-2026-001 · Villa Solsidan' by id, for the list's 'Projekt'. */
  projectName: (id: string) => string;
  /**
   * The form's platsansvariga: the active workers, and any the site names that no longer
   * are one (marked), so that the admin can untick them.
   */
  responsibleOptions: (site: Site | null) => PickOption[];
  /** The form's projects: those not archived, and any archived one already on the site. */
  projectOptions: (site: Site | null, siteName: (id: string) => string | undefined) => PickOption[];
}

const byName = (a: PublicUser, b: PublicUser) => a.fullName.localeCompare(b.fullName, "sv");
const byNumber = (a: ProjectListItem, b: ProjectListItem) => a.projectNumber.localeCompare(b.projectNumber, "sv");
const projectLabel = (p: ProjectListItem) => (p.title.trim() ? `${p.projectNumber} · ${p.title.trim()}` : p.projectNumber);

/** The people and projects a site names, from the admin's user and project lists. */
export function useSitePeopleAndProjects(): SitePeopleAndProjects {
  const users = useUsers();
  const projects = useProjects();
  return useMemo(() => {
    const userById = new Map((users.data ?? []).map((u) => [u.id, u]));
    const projectById = new Map((projects.data ?? []).map((p) => [p.id, p]));
    const userName = (id: string) => userById.get(id)?.fullName ?? "Okänd användare";
    const projectName = (id: string) => {
      const project = projectById.get(id);
      return project ? projectLabel(project) : "Okänt projekt";
    };
    const activeWorkers = [...userById.values()].filter((u) => u.role === "worker" && u.active).sort(byName);
    return {
      userName,
      projectName,
      responsibleOptions: (site) => {
        const options: PickOption[] = activeWorkers.map((u) => ({ id: u.id, label: u.fullName }));
        const gone = (site?.responsibleIds ?? []).filter((id) => !activeWorkers.some((u) => u.id === id));
        return [...options, ...gone.map((id) => ({ id, label: userName(id), note: "Inte längre en aktiv arbetare: bocka ur" }))];
      },
      projectOptions: (site, siteName) =>
        [...projectById.values()]
          .filter((p) => p.status !== "archived" || (site !== null && p.siteId === site.id))
          .sort(byNumber)
          .map((p) => {
            const elsewhere = p.siteId && p.siteId !== site?.id ? siteName(p.siteId) : undefined;
            return { id: p.id, label: projectLabel(p), note: elsewhere ? `Hör nu till ${elsewhere}: flyttas hit` : undefined };
          }),
    };
  }, [users.data, projects.data]);
}
