import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InspectionLink } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { inspectionLinksPath, siteKeys } from "./keys";

/** GET /api/sites/{id}/inspection-links (admin or the site's platsansvarig): the inspector's links still in force. */
export const getInspectionLinks = (siteId: string) => apiGet<InspectionLink[]>(inspectionLinksPath(siteId));

export const inspectionLinksQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.inspectionLinks(siteId), queryFn: () => getInspectionLinks(siteId) });

/** Read afresh on each opening: a link runs out by itself. */
export function useInspectionLinks(siteId: string, enabled = true) {
  return useQuery({ ...inspectionLinksQueryOptions(siteId), enabled, refetchOnMount: "always" });
}
