import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Site } from "@shared/types";
import type { SiteBody } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSiteChange } from "./invalidate";
import { SITES_PATH } from "./keys";

/** POST /api/sites (admin): 400 names the field, e.g. 'Platsansvarig måste vara en aktiv arbetare'. */
export const createSite = (body: SiteBody) => apiPost<Site>(SITES_PATH, body);

export function useCreateSite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createSite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createSite,
    onSuccess: async (...args) => {
      await invalidateAfterSiteChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
