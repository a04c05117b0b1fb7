import { maskSwedishIdentityNumber } from "../../shared/domain";
import type { SiteCompanyRow, SitePersonRow } from "../../shared/schema";
import type { SiteCompany, SitePerson } from "../../shared/types";

export function presentSiteCompany(row: SiteCompanyRow): SiteCompany {
  return { id: row.id, siteId: row.siteId, name: row.name, orgNumber: row.orgNumber } satisfies SiteCompany;
}

/** Masked: only the control list and its exports show the number in full (docs/product-rules.md §15). */
export function presentSitePerson(row: SitePersonRow): SitePerson {
  return {
    id: row.id,
    siteId: row.siteId,
    companyId: row.companyId,
    fullName: row.fullName,
    identityNumber: maskSwedishIdentityNumber(row.identityNumber),
    id06CardNumber: row.id06CardNumber,
  } satisfies SitePerson;
}
