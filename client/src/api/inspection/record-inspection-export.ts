import type { LedgerExportBody } from "@shared/validation/ledger";
import { apiPost } from "@/lib/api-client";
import { inspectionExportsPath } from "./keys";

/** POST /api/inspection/{token}/exports → 204: the inspector's browser made a PDF; the site's event log records it. */
export const recordInspectionExport = (token: string, body: LedgerExportBody) => apiPost<void>(inspectionExportsPath(token), body);
