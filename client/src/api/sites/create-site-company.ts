import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteCompany } from "@shared/types";
import type { SiteCompanyBody } from "@shared/validation/ledger";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterSiteCompanyChange } from "./invalidate";
import { siteCompaniesPath } from "./keys";

/**
 * 409 'Företaget finns redan på byggarbetsplatsen' (with `orgNumber` in its field errors), or
 * 409 on a site whose personalliggare is our own.
 */
export const createSiteCompany = ({ siteId, body }: { siteId: string; body: SiteCompanyBody }) => apiPost<SiteCompany>(siteCompaniesPath(siteId), body);

export function useCreateSiteCompany({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createSiteCompany> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createSiteCompany,
    onSuccess: async (...args) => {
      await invalidateAfterSiteCompanyChange(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
