import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RosterPerson } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteKeys, siteRosterPath } from "./keys";

/** Whom an admin or platsansvarig may register on the site, each with where they stand now. */
const getSiteRoster = (siteId: string) => apiGet<RosterPerson[]>(siteRosterPath(siteId));

const siteRosterQueryOptions = (siteId: string) => queryOptions({ queryKey: siteKeys.roster(siteId), queryFn: () => getSiteRoster(siteId) });

/** Asked for only once the list is opened (`siteId` null until then). */
export function useSiteRoster(siteId: string | null) {
  return useQuery({ ...siteRosterQueryOptions(siteId ?? ""), enabled: siteId !== null });
}
