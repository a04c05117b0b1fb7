import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LedgerEntry } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { controlQuery, type ControlFilter } from "@/lib/ledger/control-filter";
import { inspectionKeys, inspectionLedgerCsvPath, inspectionLedgerPath } from "./keys";

/** GET /api/inspection/{token}/ledger?from=&to=&companyId=&q= (no session): the control list, as an admin reads it. */
export const getInspectionLedger = (token: string, filter: ControlFilter) =>
  apiGet<LedgerEntry[]>(withQuery(inspectionLedgerPath(token), controlQuery(filter)));

export const inspectionLedgerQueryOptions = (token: string, filter: ControlFilter) =>
  queryOptions({ queryKey: inspectionKeys.ledger(token, controlQuery(filter)), queryFn: () => getInspectionLedger(token, filter) });

/**
 * Asked for at once, beside the header, and afresh on every change of the filters; a choice
 * made again within half a minute shows what was read. Not 0: the page the server rendered
 * carries the day's list, and the first render must not read (and log) it again.
 */
export function useInspectionLedger(token: string, filter: ControlFilter) {
  return useQuery({ ...inspectionLedgerQueryOptions(token, filter), staleTime: 30_000 });
}

/** The same list as CSV: a plain link, which needs no cookie. */
export const inspectionCsvUrl = (token: string, filter: ControlFilter) => withQuery(inspectionLedgerCsvPath(token), controlQuery(filter));
