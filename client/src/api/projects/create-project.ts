import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectBody } from "@shared/validation";
import type { Project } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterProjectChange } from "./invalidate";
import { PROJECTS_PATH } from "./keys";

/** 409 'Projektnumret finns redan'. */
export const createProject = (body: ProjectBody) => apiPost<Project>(PROJECTS_PATH, body);

export function useCreateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createProject> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createProject,
    onSuccess: async (...args) => {
      await invalidateAfterProjectChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
