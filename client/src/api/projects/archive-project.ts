import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Project } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterProjectChange } from "./invalidate";
import { projectPath } from "./keys";

/** DELETE archives: no project is ever removed, its reports keep it. */
export const archiveProject = (id: string) => apiRequest<Project>("DELETE", projectPath(id));

export function useArchiveProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof archiveProject> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: archiveProject,
    onSuccess: async (...args) => {
      await invalidateAfterProjectChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
