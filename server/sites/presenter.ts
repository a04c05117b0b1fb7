import type { SiteRow } from "../../shared/schema";
import type { Locale } from "../../shared/i18n/locales";
import type { Site } from "../../shared/types";
import { describeText } from "../lib/error-text";
import type { Problem } from "../lib/errors";

/** A site with its lists and readiness, as the service reads it. */
export interface SiteWithLinks {
  row: SiteRow;
  responsibleIds: string[];
  projectIds: string[];
  readiness: Problem[];
}

/** The site as the API answers it, what it lacks said in `locale` (the reader's language). */
export function presentSite({ row, responsibleIds, projectIds, readiness }: SiteWithLinks, locale: Locale): Site {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    skvId: row.skvId,
    ledgerScope: row.ledgerScope,
    builderName: row.builderName,
    builderOrgNumber: row.builderOrgNumber,
    startDate: row.startDate,
    endDate: row.endDate,
    responsibleIds: [...responsibleIds].sort(),
    projectIds: [...projectIds].sort(),
    active: row.active,
    readiness: readiness.map((p) => describeText(p, locale).message),
    readinessCodes: readiness.map((p) => p.code),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Site;
}
