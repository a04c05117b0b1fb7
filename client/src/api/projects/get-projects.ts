import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Project, ProjectWithHours } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { projectKeys, PROJECTS_PATH } from "./keys";

/**
 * One project of GET /api/projects. The answer depends on who asks: an admin gets every
 * project, archived ones too, with the hours reported on it; a worker gets the ones a report
 * can be filed on, without hours.
 */
export type ProjectListItem = Project & Partial<Pick<ProjectWithHours, "reportedHours">>;

export const getProjects = () => apiGet<ProjectListItem[]>(PROJECTS_PATH);

export const projectsQueryOptions = () => queryOptions({ queryKey: projectKeys.all, queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
