import type { SiteRow } from "../../shared/schema";
import type { Site } from "../../shared/types";

/** A site with its lists and readiness, as the service reads it. */
export interface SiteWithLinks {
  row: SiteRow;
  responsibleIds: string[];
  projectIds: string[];
  readiness: string[];
}

export function presentSite({ row, responsibleIds, projectIds, readiness }: SiteWithLinks): Site {
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
    readiness: [...readiness],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Site;
}
