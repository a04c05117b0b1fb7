/** The sites module: the construction sites of the personalliggare (docs/product-rules.md §15). */
import type { SiteFacts } from "../domain";

/** GET/POST /api/sites, GET/PATCH /api/sites/{id}: the site's facts (`skvId` null until set) and the rest. */
export interface Site extends SiteFacts {
  id: string;
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
