import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Project } from "@shared/types";
import { apiGet } from "@/lib/api-client";

/** The projects a report can be filed on: a worker gets the non-archived ones. */
export const projectsQueryKey = ["/api/projects"] as const;

export const getProjects = () => apiGet<Project[]>("/api/projects");

export const projectsQueryOptions = () => queryOptions({ queryKey: projectsQueryKey, queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
