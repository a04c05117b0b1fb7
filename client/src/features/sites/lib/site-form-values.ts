import { siteBodySchema, type SiteBody, type SiteFormValues, type SitePatch } from "@shared/validation";
import type { Site } from "@shared/types";

/** Every field of the site form, in the order the server's field errors are looked for. */
export const SITE_FORM_FIELDS = [
  "name",
  "address",
  "skvId",
  "ledgerScope",
  "builderName",
  "builderOrgNumber",
  "startDate",
  "endDate",
  "active",
  "responsibleIds",
  "projectIds",
] as const satisfies readonly (keyof SiteBody)[];

/** What the inputs start from: the site's values, or a new site's (own ledger, active). */
export function toSiteFormValues(site: Site | null): SiteFormValues {
  return {
    name: site?.name ?? "",
    address: site?.address ?? "",
    skvId: site?.skvId ?? "",
    ledgerScope: site?.ledgerScope ?? "own",
    builderName: site?.builderName ?? "",
    builderOrgNumber: site?.builderOrgNumber ?? "",
    startDate: site?.startDate ?? "",
    endDate: site?.endDate ?? "",
    active: site?.active ?? true,
    responsibleIds: site?.responsibleIds ?? [],
    projectIds: site?.projectIds ?? [],
  };
}

/** A value as compared: lists as sets, since their order means nothing. */
const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...(value as string[])].sort() : value);

/**
 * The PATCH of an edit: only the fields whose value differs from the site's. A platsansvarig
 * who has since left, or a project another admin moved meanwhile, stays as the server has it
 * unless the admin touched that list (docs/product-rules.md §15: PATCH changes what is sent).
 */
export function changedSiteFields(site: Site, body: SiteBody): SitePatch {
  const before = siteBodySchema.safeParse(toSiteFormValues(site));
  const changed = SITE_FORM_FIELDS.filter((field) => !before.success || comparable(before.data[field]) !== comparable(body[field]));
  return Object.fromEntries(changed.map((field) => [field, body[field]])) as SitePatch;
}
