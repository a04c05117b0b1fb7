import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LedgerEntry } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { siteKeys, siteLedgerPath } from "./keys";

/**
 * GET /api/sites/{id}/ledger?from=&to= (admin or the site's platsansvarig; 403 for anyone else):
 * every entry of the days from `from` to `to` (ÅÅÅÅ-MM-DD, Stockholm), each correction a row of
 * its own, identity numbers in full (docs/product-rules.md §15).
 */
export const getSiteLedger = (siteId: string, from: string, to: string) => apiGet<LedgerEntry[]>(withQuery(siteLedgerPath(siteId), { from, to }));

export const siteLedgerQueryOptions = (siteId: string, from: string, to: string) =>
  queryOptions({ queryKey: siteKeys.ledger(siteId, from, to), queryFn: () => getSiteLedger(siteId, from, to) });

export function useSiteLedger(siteId: string, from: string, to: string) {
  return useQuery(siteLedgerQueryOptions(siteId, from, to));
}
