import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ControlHeader } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteControlPath, siteKeys } from "./keys";

/**
 * GET /api/sites/{id}/control (admin or the site's platsansvarig; 403 for anyone else): what the
 * control view shows above the entries — the site now and as it was, our company, the companies
 * to filter by; the site's personalliggare takes its header from it too.
 */
export const getSiteControl = (siteId: string) => apiGet<ControlHeader>(siteControlPath(siteId));

export const siteControlQueryOptions = (siteId: string) => queryOptions({ queryKey: siteKeys.control(siteId), queryFn: () => getSiteControl(siteId) });

/** Read afresh each time the view opens: an inspector is shown what the server has now. */
export function useSiteControl(siteId: string) {
  return useQuery({ ...siteControlQueryOptions(siteId), refetchOnMount: "always" });
}
