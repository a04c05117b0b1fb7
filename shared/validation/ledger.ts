import { z } from "zod";
import { MSG } from "./messages";
import { isoDateSchema, optionalIsoDate, text, uuidString } from "./fields";
import { orgNumberSchema } from "./payroll";
import { LEDGER_ENTRY_KINDS, LEDGER_OWN_COMPANY } from "../domain";
import { LEDGER_MSG } from "./ledger-texts";
import { identityNumberSchema } from "./users";

// The personalliggare's request shapes (docs/product-rules.md §15); its texts are in
// ledger-texts.ts, which the dashboard imports without zod, its words and time limits in
// shared/domain/ledger.ts.
export { LEDGER_MSG } from "./ledger-texts";

const occurredAt = z
  .string({ error: LEDGER_MSG.invalidTime })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), LEDGER_MSG.invalidTime)
  .transform((v) => new Date(v));

/** Body of POST /api/sites/{id}/ledger. */
export const ledgerEntryBodySchema = z
  .object({
    kind: z.enum(LEDGER_ENTRY_KINDS, { error: LEDGER_MSG.kind }),
    userId: uuidString(LEDGER_MSG.userUnknown).optional(),
    personId: uuidString(LEDGER_MSG.personUnknown).optional(),
    occurredAt: occurredAt.optional(),
    clientId: uuidString("Ogiltigt klient-id").optional(),
    identityNumber: identityNumberSchema.optional(),
  })
  .refine((b) => !(b.userId && b.personId), { message: LEDGER_MSG.onlyOneWho, path: ["personId"] });
export type LedgerEntryBody = z.output<typeof ledgerEntryBodySchema>;

/**
 * Body of POST /api/ledger/{entryId}/corrections: a new time, or `void`, and a reason.
 * `kind: 'out'` on a check-in adds the check-out that was forgotten, at `occurredAt`.
 */
export const correctionBodySchema = z
  .object({
    occurredAt: occurredAt.optional(),
    void: z.boolean({ error: MSG.invalidInput }).optional(),
    kind: z.enum(LEDGER_ENTRY_KINDS, { error: LEDGER_MSG.kind }).optional(),
    reason: text(LEDGER_MSG.reasonLength).trim().min(10, LEDGER_MSG.reasonLength).max(500, LEDGER_MSG.reasonLength),
  })
  .refine((b) => b.void === true || b.occurredAt !== undefined, { message: LEDGER_MSG.correctionNothing, path: ["occurredAt"] });
export type CorrectionBody = z.output<typeof correctionBodySchema>;

/** Body of POST /api/sites/{id}/companies. */
export const siteCompanyBodySchema = z.object({
  name: text(LEDGER_MSG.companyName).trim().min(1, LEDGER_MSG.companyName).max(200, MSG.tooLong(200)),
  orgNumber: orgNumberSchema.refine((v) => v !== "", "Ange organisationsnummer som NNNNNN-NNNN"),
});
export type SiteCompanyBody = z.output<typeof siteCompanyBodySchema>;

const id06 = z
  .string({ error: LEDGER_MSG.id06Format })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || /^[A-Za-z0-9-]{1,30}$/.test(v), LEDGER_MSG.id06Format);

const personFields = {
  // Nothing chosen yet is a different mistake from a company that is not on the site.
  companyId: z.string({ error: LEDGER_MSG.companyChoose }).min(1, LEDGER_MSG.companyChoose).pipe(uuidString(LEDGER_MSG.companyUnknown)),
  fullName: text(LEDGER_MSG.personName).trim().min(1, LEDGER_MSG.personName).max(200, MSG.tooLong(200)),
  identityNumber: identityNumberSchema.refine((v): v is string => v !== null, LEDGER_MSG.identityNumberMissing),
  id06CardNumber: id06,
};

/** Body of POST /api/sites/{id}/people. */
export const sitePersonBodySchema = z.object(personFields);
export type SitePersonBody = z.output<typeof sitePersonBodySchema>;

/** Body of PATCH /api/sites/{id}/people/{personId}: only the fields sent change. */
export const sitePersonPatchSchema = z.object({
  companyId: personFields.companyId.optional(),
  fullName: personFields.fullName.optional(),
  identityNumber: personFields.identityNumber.optional(),
  id06CardNumber: personFields.id06CardNumber.optional(),
});
export type SitePersonPatch = z.output<typeof sitePersonPatchSchema>;

/** `:id` and `:personId` of /api/sites/{id}/people/{personId}; a path that cannot name a row is a 404. */
export const sitePersonParamsSchema = z.object({ id: uuidString(), personId: uuidString() });

/**
 * Query of GET /api/sites/{id}/ledger (and its CSV): `from` and `to` default to today;
 * `companyId` is a company of the site or `own` (LEDGER_OWN_COMPANY) for our own people.
 */
export const ledgerListQuerySchema = z.object({
  from: optionalIsoDate.optional(),
  to: optionalIsoDate.optional(),
  companyId: z.union([z.literal(LEDGER_OWN_COMPANY), uuidString(LEDGER_MSG.companyUnknown)], { error: LEDGER_MSG.companyUnknown }).optional(),
  q: z.string().max(200, MSG.tooLong(200)).optional(),
});
export type LedgerListQuery = z.output<typeof ledgerListQuerySchema>;

/** Body of POST /api/sites/{id}/inspection-links: how long the link works, whole hours 1-24. */
export const inspectionLinkBodySchema = z.object({
  hours: z.number({ error: LEDGER_MSG.linkHours }).int(LEDGER_MSG.linkHours).min(1, LEDGER_MSG.linkHours).max(24, LEDGER_MSG.linkHours),
});
export type InspectionLinkBody = z.output<typeof inspectionLinkBodySchema>;

/** The token of an inspection link: 32 random bytes, base64url (43 characters). */
export const inspectionTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, LEDGER_MSG.linkGone) });

/** Query of GET /api/sites/{id}/ledger/log: newest first, `limit` rows before the event id `before`. */
export const ledgerLogQuerySchema = z.object({
  limit: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(1, MSG.invalidInput).max(1000, MSG.invalidInput).default(200),
  before: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(1, MSG.invalidInput).optional(),
});
export type LedgerLogQuery = z.output<typeof ledgerLogQuerySchema>;

/**
 * Body of POST /api/sites/{id}/ledger/exports (and /api/inspection/{token}/exports): the browser
 * made a PDF of the control list with these filters and this many rows; the event log records it.
 */
export const ledgerExportBodySchema = ledgerListQuerySchema.extend({
  format: z.literal("pdf", { error: LEDGER_MSG.exportFormat }),
  rows: z.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(0, MSG.invalidInput).max(10_000_000, MSG.invalidInput),
});
export type LedgerExportBody = z.output<typeof ledgerExportBodySchema>;

/** Query of GET /api/ledger/me/day: one day (ÅÅÅÅ-MM-DD) on one site. */
export const ledgerDayQuerySchema = z.object({
  date: isoDateSchema(MSG.invalidDate),
  siteId: uuidString(),
});
export type LedgerDayQuery = z.output<typeof ledgerDayQuerySchema>;
