import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectWithHours } from "@shared/types";
import { apiGet } from "@/lib/api-client";

/** An admin's GET /api/projects: every project, archived ones too, with the hours reported on it. */
export type { ProjectWithHours };

export const projectsQueryKey = ["/api/projects"] as const;

export const getProjects = () => apiGet<ProjectWithHours[]>("/api/projects");

export const projectsQueryOptions = () => queryOptions({ queryKey: projectsQueryKey, queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
