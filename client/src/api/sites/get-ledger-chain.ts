import { useQuery } from "@tanstack/react-query";
import type { LedgerChainCheck } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { siteChainPath, siteKeys } from "./keys";

/**
 * GET /api/sites/{id}/ledger/verify (admin): the site's chain recomputed (docs/product-rules.md
 * §15, "Kedjan"). Read afresh each time the view opens; `dataUpdatedAt` is when it was checked.
 */
export function useLedgerChain(siteId: string, enabled = true) {
  return useQuery({
    queryKey: siteKeys.chain(siteId),
    queryFn: () => apiGet<LedgerChainCheck>(siteChainPath(siteId)),
    refetchOnMount: "always",
    enabled,
  });
}
