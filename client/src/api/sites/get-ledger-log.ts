import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { LedgerLogEvent } from "@shared/types";
import type { LedgerLogQuery } from "@shared/validation/ledger";
import { apiGet, withQuery } from "@/lib/api-client";
import { siteKeys, siteLedgerLogPath } from "./keys";

/** Rows per page of 'Händelselogg'. */
export const LEDGER_LOG_PAGE = 50;

/**
 * GET /api/sites/{id}/ledger/log?limit=&before= (admin): the site's event log, newest first, a
 * page at a time; `before` is the last id shown (docs/product-rules.md §15).
 */
export const getLedgerLog = (siteId: string, before?: number) =>
  apiGet<LedgerLogEvent[]>(withQuery(siteLedgerLogPath(siteId), { limit: LEDGER_LOG_PAGE, before } satisfies LedgerLogQuery));

export const ledgerLogQueryOptions = (siteId: string) =>
  infiniteQueryOptions({
    queryKey: siteKeys.log(siteId),
    queryFn: ({ pageParam }) => getLedgerLog(siteId, pageParam),
    initialPageParam: undefined as number | undefined,
    // A full page may have more behind it; a short one is the end.
    getNextPageParam: (last) => (last.length < LEDGER_LOG_PAGE ? undefined : last.at(-1)?.id),
  });

/** Read afresh on each opening: the log grows with every reading of the control view. */
export function useLedgerLog(siteId: string) {
  return useInfiniteQuery({ ...ledgerLogQueryOptions(siteId), refetchOnMount: "always" });
}
