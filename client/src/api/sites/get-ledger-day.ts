import type { LedgerDaySpan } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";

export const LEDGER_DAY_PATH = "/api/ledger/me/day";

/**
 * GET /api/ledger/me/day: the signed-in user's first check-in of `date` on the site and the
 * check-out that ends that day's last stay, each null when there is none (docs/product-rules.md
 * §15, "Hours and the ledger"). Read when the worker asks, never kept: the ledger may have
 * changed since.
 */
export const getLedgerDay = (date: string, siteId: string) => apiGet<LedgerDaySpan>(withQuery(LEDGER_DAY_PATH, { date, siteId }));
