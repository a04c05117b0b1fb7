import { z } from "zod";
import { MSG } from "./messages";
import { optionalIsoDate, text, uuidString } from "./fields";
import { orgNumberSchema } from "./payroll";
import { identityNumberSchema } from "./users";

/** The personalliggare's texts and request shapes (docs/product-rules.md §15). */
export const LEDGER_MSG = {
  // Entries
  alreadyCheckedIn: (name: string, site: string) => `${name} är redan incheckad på ${site}`,
  notCheckedIn: (name: string) => `${name} är inte incheckad`,
  checkedInElsewhere: (name: string, site: string) => `${name} är incheckad på ${site}. Checka ut där.`,
  identityNumberMissing: "Personnummer saknas",
  identityNumberMissingFor: (name: string) => `${name} saknar personnummer. En administratör lägger in det på användaren.`,
  tooFarAhead: "Tiden får ligga högst 2 minuter fram i tiden",
  tooFarBack: "Tiden får ligga högst 48 timmar bakåt. Be platsansvarig om en rättelse.",
  outBeforeIn: "Utcheckningen kan inte ligga före incheckningen",
  notBeforeLatest: "Tiden ligger före den senaste registreringen",
  invalidTime: "Ogiltig tidpunkt",
  kind: "Välj in eller ut",
  notAllowed: "Du får inte registrera någon annan på den här byggarbetsplatsen",
  correctNotAllowed: "Du får inte rätta poster på den här byggarbetsplatsen",
  onlyOneWho: "Ange antingen en användare eller en person, inte båda",
  userUnknown: "Personen finns inte",
  personUnknown: "Personen finns inte på den här byggarbetsplatsen",
  // Corrections
  reasonLength: "Ange en anledning med 10–500 tecken",
  correctionInFuture: "Tiden kan inte ligga i framtiden",
  correctionOutsideSite: "Tiden måste ligga inom byggarbetsplatsens datum",
  correctionSuperseded: "Posten är redan rättad. Rätta den senaste rättelsen.",
  correctionVoided: "Posten är struken och kan inte rättas",
  correctionNothing: "Ange en ny tid eller stryk posten",
  correctionOutOnlyForIn: "En glömd utcheckning läggs till på en incheckning",
  correctionOutOfOrder: "Tiden måste ligga mellan personens föregående och nästa registrering",
  correctionAlreadyOut: "Incheckningen har redan en utcheckning",
  // Control list
  periodOrder: "Till-datum kan inte vara före från-datum",
  periodTooLong: "Välj en period på högst 366 dagar",
  // Other companies and their people
  notSamlad: "Andra företag registreras bara på en byggarbetsplats med samlad personalliggare",
  companyName: "Ange företagets namn",
  companyTaken: "Företaget finns redan på byggarbetsplatsen",
  companyUnknown: "Företaget finns inte på byggarbetsplatsen",
  companyChoose: "Välj personens företag",
  personName: "Ange personens namn",
  personTaken: "Personen finns redan på byggarbetsplatsen",
  id06Format: "Ange ID06-kortets nummer med 1–30 bokstäver, siffror och '-'",
  // On screen
  checkIn: "Checka in",
  checkOut: "Checka ut",
  checkedInSince: (time: string, site: string) => `Incheckad sedan ${time} på ${site}`,
  longShift: "Du har varit incheckad i mer än 14 timmar. Glömde du att checka ut?",
  late: "Registrerad i efterhand",
  kindIn: "In",
  kindOut: "Ut",
  methodSelf: "Själv",
  methodRegistered: "Registrerad av annan",
  methodCorrection: "Rättelse",
  voided: "Struken",
} as const;

/** Time an entry may lie ahead of the server's clock, and behind it (docs/product-rules.md §15). */
export const LEDGER_MAX_AHEAD_MS = 2 * 60 * 1000;
export const LEDGER_MAX_BEHIND_MS = 48 * 60 * 60 * 1000;
/** More than this between the time and its recording marks the entry late. */
export const LEDGER_LATE_AFTER_MS = 10 * 60 * 1000;
/** Still checked in after this long: the card warns. */
export const LEDGER_LONG_SHIFT_MS = 14 * 60 * 60 * 1000;

const occurredAt = z
  .string({ error: LEDGER_MSG.invalidTime })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), LEDGER_MSG.invalidTime)
  .transform((v) => new Date(v));

/** Body of POST /api/sites/{id}/ledger. */
export const ledgerEntryBodySchema = z
  .object({
    kind: z.enum(["in", "out"], { error: LEDGER_MSG.kind }),
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
    kind: z.enum(["in", "out"], { error: LEDGER_MSG.kind }).optional(),
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

/** The control list's longest period, in days (docs/product-rules.md §15). */
export const LEDGER_MAX_PERIOD_DAYS = 366;

/** `companyId` of the control list that stands for our own company: our users' entries. */
export const LEDGER_OWN_COMPANY = "own";

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
