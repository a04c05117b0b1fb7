import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectWorkers } from "@shared/types";
import { apiGet, apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterProjectChange } from "./invalidate";
import { projectKeys, projectWorkersPath } from "./keys";

/** The workers assigned to a project (admin); none means open to every worker. */
export const getProjectWorkers = (id: string) => apiGet<ProjectWorkers>(projectWorkersPath(id));

export const projectWorkersQueryOptions = (id: string) => queryOptions({ queryKey: projectKeys.workers(id), queryFn: () => getProjectWorkers(id) });

export function useProjectWorkers(id: string | null) {
  return useQuery({ ...projectWorkersQueryOptions(id ?? ""), enabled: id !== null });
}

/** Replaces the list: PUT /api/projects/{id}/workers {workerIds}. */
export const setProjectWorkers = ({ id, workerIds }: { id: string; workerIds: string[] }) =>
  apiRequest<ProjectWorkers>("PUT", projectWorkersPath(id), { workerIds });

export function useSetProjectWorkers({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setProjectWorkers> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: setProjectWorkers,
    onSuccess: async (...args) => {
      // Every project list and the assignment lists (the workers' choices change with them).
      await invalidateAfterProjectChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
