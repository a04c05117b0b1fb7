import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckinSite } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { CHECKIN_SITE_PATH, siteKeys } from "./keys";

/**
 * GET /api/checkin/{siteId}, public: the name of the site a QR poster names, for its page
 * signed out (docs/product-rules.md §15); 404 for an id that names no active site.
 */
const getCheckinSite = (siteId: string) => apiGet<CheckinSite>(`${CHECKIN_SITE_PATH}/${encodeURIComponent(siteId)}`);

export function useCheckinSite(siteId: string) {
  // A 404 is an answer, not a hiccup: no retries that would count against the address's tries.
  return useQuery({ ...queryOptions({ queryKey: siteKeys.checkin(siteId), queryFn: () => getCheckinSite(siteId) }), retry: false, staleTime: Infinity });
}
