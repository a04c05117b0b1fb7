import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Project } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { projectsQueryKey } from "./get-projects";

/** DELETE /api/projects/{id} archives: no project is ever removed, its reports keep it. */
export const archiveProject = (id: string) => apiRequest<Project>("DELETE", `/api/projects/${encodeURIComponent(id)}`);

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
