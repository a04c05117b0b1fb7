import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectBody } from "@shared/validation";
import type { Project } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterProjectChange } from "./invalidate";
import { projectPath } from "./keys";

/** PATCH with the whole form: fields left out would be cleared. */
export const updateProject = ({ id, body }: { id: string; body: ProjectBody }) => apiRequest<Project>("PATCH", projectPath(id), body);

export function useUpdateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProject> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateProject,
    onSuccess: async (...args) => {
      await invalidateAfterProjectChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
