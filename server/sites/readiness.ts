import type { SiteRow } from "../../shared/schema";
import { SITE_MSG } from "../../shared/validation/sites";

/** Our company as the payroll settings name it (docs/product-rules.md §10). */
export interface OurCompany {
  companyName: string;
  orgNumber: string;
  /** The stored name or number cannot be read (docs/product-rules.md §10): the message that says which. */
  unreadable?: string | null;
}

/** Whether a site takes entries on `today`: marked active, and today within its dates (no end: open-ended). */
export function isSiteActiveOn(site: Pick<SiteRow, "active" | "startDate" | "endDate">, today: string): boolean {
  return site.active && site.startDate <= today && (site.endDate === null || today <= site.endDate);
}

/**
 * What is missing before check-ins can start on a site (docs/product-rules.md §15), in the
 * order the admin mends it; empty when the site is ready. The ledger's check-in answers the
 * first of these as its 409.
 */
export function siteReadiness(site: Pick<SiteRow, "skvId" | "active" | "startDate" | "endDate">, company: OurCompany, today: string): string[] {
  const missing: string[] = [];
  if (!site.skvId) missing.push(SITE_MSG.missingSkvId);
  if (company.unreadable) missing.push(company.unreadable);
  else {
    if (!company.companyName.trim()) missing.push(SITE_MSG.missingCompanyName);
    if (!company.orgNumber.trim()) missing.push(SITE_MSG.missingOrgNumber);
  }
  if (!isSiteActiveOn(site, today)) missing.push(SITE_MSG.notActive);
  return missing;
}
