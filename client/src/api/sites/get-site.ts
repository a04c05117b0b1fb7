import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Site } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteKeys, sitePath } from "./keys";

/** GET /api/sites/{id}: 404 for a site that does not exist, or that a worker may not read. */
export const getSite = (id: string) => apiGet<Site>(sitePath(id));

/** The site as it is now (docs/product-rules.md §15); an entry made on the site invalidates it with the site's lists. */
export const siteQueryOptions = (id: string) => queryOptions({ queryKey: siteKeys.one(id), queryFn: () => getSite(id) });

export function useSite(id: string) {
  return useQuery(siteQueryOptions(id));
}
