import { z } from "zod";
import { MSG } from "./messages";
import { isoDateSchema, optionalIsoDate, optionalText, text, uuidString } from "./fields";
import { LEDGER_SCOPES } from "../domain";
import { orgNumberSchema } from "./payroll";

/** The sites of the personalliggare (docs/product-rules.md §15). */
export const SITE_MSG = {
  nameRequired: "Ange byggarbetsplatsens namn",
  addressRequired: "Ange byggarbetsplatsens adress",
  skvIdFormat: "Ange Skatteverkets ID med 1–20 bokstäver, siffror och '-'",
  ledgerScope: "Välj om personalliggaren är vår egen eller platsens samlade",
  startRequired: "Ange startdatum",
  endBeforeStart: "Slutdatum kan inte vara före startdatum",
  responsibleInvalid: "Ogiltig platsansvarig",
  responsibleNotWorker: "Platsansvarig måste vara en aktiv arbetare",
  projectInvalid: "Ogiltigt projekt",
  projectUnknown: "Projektet finns inte",
  // The project form's 'Byggarbetsplats' (a project's siteId).
  siteInvalid: "Ogiltig byggarbetsplats",
  siteUnknown: "Byggarbetsplatsen finns inte",
  // Readiness: what is missing before check-ins can start.
  missingSkvId: "Byggarbetsplatsen saknar ID från Skatteverket",
  missingCompanyName: "Företagets namn saknas i löneinställningarna",
  missingOrgNumber: "Företagets organisationsnummer saknas i löneinställningarna",
  notActive: "Byggarbetsplatsen är inte aktiv",
} as const;

const IDS_MAX = 500;

const skvId = z
  .string({ error: SITE_MSG.skvIdFormat })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || /^[A-Za-z0-9-]{1,20}$/.test(v), SITE_MSG.skvIdFormat);

/** The byggherre's org number `NNNNNN-NNNN` with a valid check digit, or "" / null for none. */
const builderOrgNumber = z
  .string({ error: MSG.invalidInput })
  .nullish()
  .transform((v) => v ?? "")
  .pipe(orgNumberSchema)
  .transform((v) => (v === "" ? null : v));

const ids = (message: string) =>
  z
    .array(uuidString(message), { error: message })
    .max(IDS_MAX, MSG.invalidInput)
    .transform((list) => [...new Set(list)]);

const siteFields = {
  name: text(SITE_MSG.nameRequired).trim().min(1, SITE_MSG.nameRequired).max(200, MSG.tooLong(200)),
  address: text(SITE_MSG.addressRequired).trim().min(1, SITE_MSG.addressRequired).max(300, MSG.tooLong(300)),
  skvId,
  ledgerScope: z.enum(LEDGER_SCOPES, { error: SITE_MSG.ledgerScope }),
  builderName: optionalText(200),
  builderOrgNumber,
  startDate: isoDateSchema(SITE_MSG.startRequired),
  endDate: optionalIsoDate,
  responsibleIds: ids(SITE_MSG.responsibleInvalid),
  projectIds: ids(SITE_MSG.projectInvalid),
  active: z.boolean({ error: MSG.invalidInput }),
};

function datesInOrder(s: { startDate?: string; endDate?: string | null }): boolean {
  return !s.startDate || !s.endDate || s.endDate >= s.startDate;
}
const datesInOrderIssue = { message: SITE_MSG.endBeforeStart, path: ["endDate"] };

/** Body of POST /api/sites. */
export const siteBodySchema = z
  .object({
    ...siteFields,
    ledgerScope: siteFields.ledgerScope.default("own"),
    responsibleIds: siteFields.responsibleIds.default([]),
    projectIds: siteFields.projectIds.default([]),
    active: siteFields.active.default(true),
  })
  .refine(datesInOrder, datesInOrderIssue);
export type SiteBody = z.output<typeof siteBodySchema>;
export type SiteFormValues = z.input<typeof siteBodySchema>;

/**
 * Body of PATCH /api/sites/{id}: only the fields sent change; one sent empty (skvId, builder,
 * endDate) clears it. `responsibleIds` and `projectIds` are the full new lists.
 */
export const sitePatchSchema = z.object(siteFields).partial().refine(datesInOrder, datesInOrderIssue);
export type SitePatch = z.output<typeof sitePatchSchema>;
