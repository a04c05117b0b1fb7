import type { SiteRow } from "../../shared/schema";
import { problem, type Problem } from "../lib/errors";

/** Our company as the payroll settings name it (docs/product-rules.md §10). */
export interface OurCompany {
  companyName: string;
  orgNumber: string;
  /** The stored name or number cannot be read (docs/product-rules.md §10): the error that says which. */
  unreadable?: Problem | null;
}

/** Whether a site takes entries on `today`: marked active, and today within its dates (no end: open-ended). */
export function isSiteActiveOn(site: Pick<SiteRow, "active" | "startDate" | "endDate">, today: string): boolean {
  return site.active && site.startDate <= today && (site.endDate === null || today <= site.endDate);
}

/**
 * What is missing before check-ins can start on a site (docs/product-rules.md §15), in the
 * order the admin mends it, each named by its error code; empty when the site is ready. The
 * ledger's check-in answers the first of these as its 409; the site's answer says them in the
 * reader's language.
 */
export function siteReadiness(site: Pick<SiteRow, "skvId" | "active" | "startDate" | "endDate">, company: OurCompany, today: string): Problem[] {
  const missing: Problem[] = [];
  if (!site.skvId) missing.push(problem("site.missing-skv-id"));
  if (company.unreadable) missing.push(company.unreadable);
  else {
    if (!company.companyName.trim()) missing.push(problem("site.missing-company-name"));
    if (!company.orgNumber.trim()) missing.push(problem("site.missing-org-number"));
  }
  if (!isSiteActiveOn(site, today)) missing.push(problem("site.not-active"));
  return missing;
}
