import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SitePerson } from "@shared/types";
import type { SitePersonBody } from "@shared/validation/ledger";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSitePersonChange } from "./invalidate";
import { sitePeoplePath } from "./keys";

/**
 * 409 'Personen finns redan på byggarbetsplatsen' (with `identityNumber` in its field errors),
 * or 409 on a site whose personalliggare is our own.
 */
export const createSitePerson = ({ siteId, body }: { siteId: string; body: SitePersonBody }) => apiPost<SitePerson>(sitePeoplePath(siteId), body);

export function useCreateSitePerson({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createSitePerson> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createSitePerson,
    onSuccess: async (...args) => {
      await invalidateAfterSitePersonChange(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
