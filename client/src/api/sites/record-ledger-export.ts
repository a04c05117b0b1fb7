import type { LedgerExportBody } from "@shared/validation/ledger";
import { apiPost } from "@/lib/api-client";
import { siteLedgerExportsPath } from "./keys";

/**
 * POST /api/sites/{id}/ledger/exports → 204: the browser has made a PDF of the control list with
 * these filters and rows, which the site's event log records (docs/product-rules.md §15).
 */
export const recordLedgerExport = (siteId: string, body: LedgerExportBody) => apiPost<void>(siteLedgerExportsPath(siteId), body);
