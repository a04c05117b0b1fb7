import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SitePerson } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteKeys, sitePeoplePath } from "./keys";

/** The people of other companies on a site, by name, identity numbers masked (admin or the site's platsansvarig). */
export const getSitePeople = (siteId: string) => apiGet<SitePerson[]>(sitePeoplePath(siteId));

export const sitePeopleQueryOptions = (siteId: string) => queryOptions({ queryKey: siteKeys.people(siteId), queryFn: () => getSitePeople(siteId) });

export function useSitePeople(siteId: string) {
  return useQuery(sitePeopleQueryOptions(siteId));
}
