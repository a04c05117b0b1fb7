import { useQuery } from "@tanstack/react-query";
import type { LedgerChainCheck } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { inspectionChainPath, inspectionKeys } from "./keys";

/** GET /api/inspection/{token}/verify (no session): the site's chain recomputed (docs/product-rules.md §15, "Kedjan"). */
export function useInspectionChain(token: string) {
  return useQuery({ queryKey: inspectionKeys.chain(token), queryFn: () => apiGet<LedgerChainCheck>(inspectionChainPath(token)) });
}
