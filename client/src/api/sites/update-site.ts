import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Site } from "@shared/types";
import type { SitePatch } from "@shared/validation";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSiteChange } from "./invalidate";
import { sitePath } from "./keys";

/**
 * PATCH /api/sites/{id} (admin): only the fields sent change; `responsibleIds` and
 * `projectIds`, when sent, are the full new lists (docs/product-rules.md §15).
 */
export const updateSite = ({ id, body }: { id: string; body: SitePatch }) => apiRequest<Site>("PATCH", sitePath(id), body);

export function useUpdateSite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateSite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSite,
    onSuccess: async (...args) => {
      await invalidateAfterSiteChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
