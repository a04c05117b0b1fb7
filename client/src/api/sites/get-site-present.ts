import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PresentPerson } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteKeys, sitePresentPath } from "./keys";

/** GET /api/sites/{id}/present (admin or the site's platsansvarig): who is checked in on the site now. */
export const getSitePresent = (siteId: string) => apiGet<PresentPerson[]>(sitePresentPath(siteId));

export const sitePresentQueryOptions = (siteId: string) => queryOptions({ queryKey: siteKeys.present(siteId), queryFn: () => getSitePresent(siteId) });

export function useSitePresent(siteId: string) {
  return useQuery(sitePresentQueryOptions(siteId));
}
