import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectBody } from "@shared/validation";
import type { Project } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { projectsQueryKey } from "./get-projects";

/** POST /api/projects; 409 'Projektnumret finns redan'. */
export const createProject = (body: ProjectBody) => apiPost<Project>("/api/projects", body);

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
