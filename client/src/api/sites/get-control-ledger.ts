import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LedgerEntry } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { controlQuery, type ControlFilter } from "@/lib/ledger/control-filter";
import { siteKeys, siteLedgerCsvPath, siteLedgerPath } from "./keys";

/**
 * GET /api/sites/{id}/ledger?from=&to=&companyId=&q= (admin or the site's platsansvarig): the
 * control list, identity numbers in full, each correction a row of its own; every reading is
 * written to the site's event log (docs/product-rules.md §15).
 */
export const getControlLedger = (siteId: string, filter: ControlFilter) => apiGet<LedgerEntry[]>(withQuery(siteLedgerPath(siteId), controlQuery(filter)));

export const controlLedgerQueryOptions = (siteId: string, filter: ControlFilter) =>
  queryOptions({ queryKey: siteKeys.controlLedger(siteId, controlQuery(filter)), queryFn: () => getControlLedger(siteId, filter) });

/**
 * Read afresh whenever the view opens or its filters change, also back to a choice read before:
 * an inspector is shown what the server has now, never a copy from minutes ago.
 */
export function useControlLedger(siteId: string, filter: ControlFilter) {
  return useQuery({ ...controlLedgerQueryOptions(siteId, filter), staleTime: 0 });
}

/** The same list as CSV (the format of §4 Exports): a link the browser downloads with the session cookie. */
export const controlCsvUrl = (siteId: string, filter: ControlFilter) => withQuery(siteLedgerCsvPath(siteId), controlQuery(filter));
