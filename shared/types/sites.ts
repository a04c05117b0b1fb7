/** The sites module: the construction sites of the personalliggare (docs/product-rules.md §15). */
import type { LedgerScope } from "../domain";

/** GET/POST /api/sites, GET/PATCH /api/sites/{id}. */
export interface Site {
  id: string;
  name: string;
  address: string;
  /** Skatteverket's identification number of the site; null until set. */
  skvId: string | null;
  ledgerScope: LedgerScope;
  builderName: string | null;
  builderOrgNumber: string | null;
  startDate: string;
  endDate: string | null;
  /** The platsansvariga; always empty in a worker's answer. */
  responsibleIds: string[];
  projectIds: string[];
  active: boolean;
  /** What is missing before check-ins can start, in the reader's language; empty when ready. */
  readiness: string[];
  /** The error code of each of `readiness`, in the same order (`site.missing-skv-id`, `payroll.setting-unreadable`, …). */
  readinessCodes: string[];
  createdAt: string;
  updatedAt: string;
}
