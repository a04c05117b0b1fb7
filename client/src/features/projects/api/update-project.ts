import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectBody } from "@shared/validation";
import type { Project } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { projectsQueryKey } from "./get-projects";

/** PATCH /api/projects/{id} with the whole form: fields left out would be cleared. */
export const updateProject = ({ id, body }: { id: string; body: ProjectBody }) =>
  apiRequest<Project>("PATCH", `/api/projects/${encodeURIComponent(id)}`, body);

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
