import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteCompany } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteCompaniesPath, siteKeys } from "./keys";

/** The other companies registered on a site, by name (admin or the site's platsansvarig). */
export const getSiteCompanies = (siteId: string) => apiGet<SiteCompany[]>(siteCompaniesPath(siteId));

export const siteCompaniesQueryOptions = (siteId: string) => queryOptions({ queryKey: siteKeys.companies(siteId), queryFn: () => getSiteCompanies(siteId) });

export function useSiteCompanies(siteId: string) {
  return useQuery(siteCompaniesQueryOptions(siteId));
}
