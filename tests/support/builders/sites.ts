/**
 * Sites of the personalliggare as the server answers them (docs/product-rules.md §15), for
 * component tests. Relative imports only: Playwright does not know the aliases.
 */
import type { Site } from "../../../shared/types";
import { VALID_ORG_NUMBER } from "./payroll";

/** Body of POST /api/sites: a site ready for check-ins once our company is set, unless the test says otherwise. */
export function siteInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Kv. Kajen",
    address: "Hamngatan 4, Västerås",
    skvId: "SKV-12345",
    ledgerScope: "own" as Site["ledgerScope"],
    builderName: "Brf Kajen",
    builderOrgNumber: VALID_ORG_NUMBER,
    startDate: "2026-09-01",
    endDate: "2027-06-30" as string | null,
    ...overrides,
  };
}

const CREATED = "2026-01-01T08:00:00.000Z";

/** GET /api/sites as an admin gets it: a ready site unless the test says otherwise. */
export function buildSite(overrides: Partial<Site> = {}): Site {
  return {
    id: "55555555-5555-4555-8555-555555555555",
    ...siteInput(),
    responsibleIds: [],
    projectIds: [],
    active: true,
    readiness: [],
    readinessCodes: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
