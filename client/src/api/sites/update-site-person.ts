import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SitePerson } from "@shared/types";
import type { SitePersonPatch } from "@shared/validation/ledger";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSitePersonChange } from "./invalidate";
import { sitePersonPath } from "./keys";

/**
 * PATCH: only the fields sent change, so an identity number left out keeps the stored one (the
 * list only ever shows it masked). 409 'Personen finns redan på byggarbetsplatsen' as on create.
 */
export const updateSitePerson = ({ siteId, personId, body }: { siteId: string; personId: string; body: SitePersonPatch }) =>
  apiRequest<SitePerson>("PATCH", sitePersonPath(siteId, personId), body);

export function useUpdateSitePerson({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateSitePerson> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSitePerson,
    onSuccess: async (...args) => {
      await invalidateAfterSitePersonChange(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
