import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Project } from "@shared/types";
import { apiGet } from "@/lib/api-client";

/** A worker's list: every project that is not archived, with the hours reported on it. */
export interface ProjectWithHours extends Project {
  reportedHours: string;
}

export const projectsQueryKey = ["/api/projects"] as const;

export const getProjects = () => apiGet<ProjectWithHours[]>("/api/projects");

export const projectsQueryOptions = () => queryOptions({ queryKey: projectsQueryKey, queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
