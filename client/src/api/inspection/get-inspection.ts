import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InspectionView } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { inspectionKeys, inspectionPath } from "./keys";

/** GET /api/inspection/{token} (no session): the site's header, who is on the site now, and when the link stops working. */
export const getInspection = (token: string) => apiGet<InspectionView>(inspectionPath(token));

export const inspectionQueryOptions = (token: string) => queryOptions({ queryKey: inspectionKeys.view(token), queryFn: () => getInspection(token) });

export function useInspection(token: string) {
  return useQuery(inspectionQueryOptions(token));
}
