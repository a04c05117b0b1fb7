import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LedgerMe } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { LEDGER_ME_PATH, siteKeys } from "./keys";

/** The caller's own place in the personalliggare: where it is checked in, today's entries, where it is platsansvarig. */
const getLedgerMe = () => apiGet<LedgerMe>(LEDGER_ME_PATH);

export const ledgerMeQueryOptions = () => queryOptions({ queryKey: siteKeys.me, queryFn: getLedgerMe });

export function useLedgerMe() {
  return useQuery(ledgerMeQueryOptions());
}
