import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Site } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteKeys, SITES_PATH } from "./keys";

/** GET /api/sites: an admin gets every site, a worker the sites of the projects open to it. */
const getSites = () => apiGet<Site[]>(SITES_PATH);

export const sitesQueryOptions = () => queryOptions({ queryKey: siteKeys.all, queryFn: getSites });

export function useSites() {
  return useQuery(sitesQueryOptions());
}
