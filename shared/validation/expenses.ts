/**
 * Ersättningar (docs/product-rules.md §16): the bodies of /api/expenses, the payroll settings'
 * rates, and their Swedish messages, shared by the phone's forms and the server.
 */
import { z } from "zod";
import { isIsoDate, oneYearBefore } from "../dates";
import { DEFAULT_EXPENSE_RATES, EXPENSE_KINDS, isLocalDateTime, kronorText, parseKronor, REPORT_STATUSES, tripRefusal, type TripRefusal } from "../domain";
import { approvalFilterSchema } from "./approvals";
import { DESCRIPTION_MAX, MAX_ATTACHMENTS_PER_LIST } from "./constants";
import { isoDateSchema, optionalIsoDate, returnedFlag, text, uuidString, writtenText } from "./fields";
import { MSG } from "./messages";
import { TIME_REPORT_MSG } from "./time-reports";
import { objectIdOfPath } from "./uploads";

/** An utlägg is at most this many kronor. */
export const EXPENSE_AMOUNT_MAX_ORE = 100_000_00;
/** A drive is 1 to this many kilometres. */
export const MILEAGE_KM_MAX = 2000;
/** What, route and destination: at least this many visible characters. */
export const EXPENSE_TEXT_MIN = 3;
export const EXPENSE_TEXT_MAX = 500;
/** A rate in the payroll settings is at most this many kronor. */
export const EXPENSE_RATE_MAX_ORE = 10_000_00;

export const EXPENSE_MSG = {
  unknownKind: "Välj Utlägg, Milersättning eller Traktamente",
  amountRequired: "Ange beloppet i kronor",
  amountFormat: "Ange beloppet i kronor med högst två decimaler, till exempel 249,50",
  amountRange: "Beloppet ska vara mellan 0,01 och 100 000 kr",
  vatFormat: "Ange momsen i kronor med högst två decimaler (0 om kvittot saknar moms)",
  vatAboveAmount: "Momsen kan inte vara större än beloppet",
  whatRequired: "Skriv vad utlägget gäller (minst 3 tecken)",
  receiptRequired: "Ta en bild av kvittot – ett utlägg behöver minst ett kvitto",
  kmRange: `Ange sträckan i hela kilometer, 1–${MILEAGE_KM_MAX.toLocaleString("sv-SE")}`,
  routeRequired: "Ange sträcka och syfte, till exempel 'Kontoret - Bygget, materialhämtning' (minst 3 tecken)",
  destinationRequired: "Ange resmålet (minst 3 tecken)",
  dateTimeFormat: "Ange datum och tid, ÅÅÅÅ-MM-DD TT:MM",
  yesNo: "Svara ja eller nej",
  returnInFuture: "Hemkomsten kan inte vara i framtiden",
  departureTooOld: "Avresan får vara högst ett år tillbaka",
  /** Why a trip gives no allowance: each names the rule (docs/product-rules.md §16). */
  trip: {
    order: "Hemkomsten måste vara efter avresan",
    "too-long": "En tjänsteresa kan vara högst ett år",
    "no-overnight": "Ingen övernattning: en tjänsteresa utan övernattning ger inget traktamente",
    "same-day": "Avresa och hemkomst samma dag: en endagsresa ger inget traktamente, bara en resa med övernattning",
    "under-50km": "Resmålet ligger inte mer än 50 km från både hemmet och den vanliga arbetsplatsen: resan ger inget traktamente",
    "meal-outside": "Måltider kan bara anges för resans dagar",
    "meal-twice": "Varje dag får bara anges en gång bland måltiderna",
  } satisfies Record<TripRefusal, string>,
  verifiedLocked: "Attesterade ersättningar kan inte ändras",
  /** POST and PATCH by an admin: admins attest expenses, they file none. */
  adminsDoNotFile: "Administratörer skickar inte in ersättningar",
  /** An expense's optional project that does not exist. */
  projectUnknown: "Projektet finns inte",
  onlySubmittedReject: "Endast inskickade ersättningar kan nekas",
  kindFixed: "Typen av ersättning kan inte ändras – ta bort den och skicka en ny",
  onlySubmittedVerify: "Endast inskickade ersättningar kan attesteras",
  onlySubmittedReturn: "Endast inskickade ersättningar kan skickas tillbaka",
  onlyVerifiedUnverify: "Endast attesterade ersättningar kan få attesten ångrad",
  rateFormat: "Ange beloppet i kronor med högst två decimaler, 0–10 000",
  shareRange: "Ange andelen i hela procent, 0–100",
  mealSharesTotal: "Frukost, lunch och middag kan tillsammans vara högst 100 %",
  payrollArticle: "Löneartens kod får vara 1–20 tecken på en rad",
  /** The 409 of an export while an expense in the period is not attested. */
  unattested: (n: number) =>
    n === 1 ? "1 ersättning i perioden är inte attesterad eller skickad tillbaka" : `${n} ersättningar i perioden är inte attesterade eller skickade tillbaka`,
} as const;

/** Kronor as typed ("249,50") or sent ("249.50", 249.5) → "249.50"; `minOre`-`maxOre` inclusive. */
export function kronorSchema(formatMessage: string, rangeMessage: string, minOre: number, maxOre: number) {
  return z.union([z.string(), z.number()], { error: formatMessage }).transform((raw, ctx) => {
    if (typeof raw === "string" && raw.trim() === "") {
      ctx.addIssue({ code: "custom", message: formatMessage });
      return z.NEVER;
    }
    const ore = parseKronor(raw);
    if (ore === null) {
      ctx.addIssue({ code: "custom", message: formatMessage });
      return z.NEVER;
    }
    if (ore < minOre || ore > maxOre) {
      ctx.addIssue({ code: "custom", message: rangeMessage });
      return z.NEVER;
    }
    return kronorText(ore);
  });
}

const expenseText = (message: string) => writtenText(EXPENSE_TEXT_MIN, EXPENSE_TEXT_MAX, message, MSG.tooLong(EXPENSE_TEXT_MAX));

/** "" and null mean no project. */
const optionalProjectId = z
  .string({ error: MSG.invalidId })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(uuidString(MSG.projectRequired).nullable());

const expenseDate = (today: string) =>
  isoDateSchema(MSG.dateRequired)
    .refine((d) => d <= today, TIME_REPORT_MSG.dateInFuture)
    .refine((d) => d >= oneYearBefore(today), TIME_REPORT_MSG.dateTooOld);

const localDateTime = text(EXPENSE_MSG.dateTimeFormat).trim().refine(isLocalDateTime, EXPENSE_MSG.dateTimeFormat);
const yesNo = z.boolean({ error: EXPENSE_MSG.yesNo });

const receipts = z
  .array(
    z.string().refine((path) => objectIdOfPath(path) !== null, TIME_REPORT_MSG.invalidAttachment),
    { error: EXPENSE_MSG.receiptRequired },
  )
  .min(1, EXPENSE_MSG.receiptRequired)
  .max(MAX_ATTACHMENTS_PER_LIST, TIME_REPORT_MSG.tooManyAttachments);

/**
 * Whole kilometres, as a number or as digits typed in a form ("123"): never a coerced true, [5]
 * or "1e3", which z.coerce.number would take for 1, 5 and 1000.
 */
const wholeKm = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: EXPENSE_MSG.kmRange }).int(EXPENSE_MSG.kmRange).min(1, EXPENSE_MSG.kmRange).max(MILEAGE_KM_MAX, EXPENSE_MSG.kmRange),
);

const mealDay = z.object({
  date: isoDateSchema(MSG.dateRequired),
  breakfast: z.boolean({ error: EXPENSE_MSG.yesNo }).default(false),
  lunch: z.boolean({ error: EXPENSE_MSG.yesNo }).default(false),
  dinner: z.boolean({ error: EXPENSE_MSG.yesNo }).default(false),
});

/** Optional on every kind: a uuid made on the phone for a queued expense (docs/product-rules.md §12). */
const clientId = uuidString("Ogiltigt klient-id").optional();

/**
 * Body of POST /api/expenses and PATCH /api/expenses/{id} (the whole expense of its kind, as
 * PUT of a report takes the whole report). `today` is the business date: the same rules hold in
 * the browser and on the server. Unknown keys (id, workerId, status, amount of a drive) are
 * stripped; the server counts what a drive or a trip pays. `now` (local `YYYY-MM-DDTHH:MM`,
 * when known) keeps a trip's return out of the future to the minute, not only to the day.
 */
export function expenseBodySchema(today: string, now?: string) {
  const utlagg = z
    .object({
      kind: z.literal("utlagg"),
      date: expenseDate(today),
      amount: kronorSchema(EXPENSE_MSG.amountFormat, EXPENSE_MSG.amountRange, 1, EXPENSE_AMOUNT_MAX_ORE),
      vat: kronorSchema(EXPENSE_MSG.vatFormat, EXPENSE_MSG.vatAboveAmount, 0, EXPENSE_AMOUNT_MAX_ORE).default("0.00"),
      description: expenseText(EXPENSE_MSG.whatRequired).pipe(z.string().max(DESCRIPTION_MAX)),
      projectId: optionalProjectId,
      receiptImageUrls: receipts,
      clientId,
    })
    .superRefine((b, ctx) => {
      const raw = b as { amount?: unknown; vat?: unknown };
      const amount = typeof raw.amount === "string" || typeof raw.amount === "number" ? parseKronor(raw.amount) : null;
      const vat = typeof raw.vat === "string" || typeof raw.vat === "number" ? parseKronor(raw.vat) : null;
      if (amount !== null && vat !== null && vat > amount) ctx.addIssue({ code: "custom", path: ["vat"], message: EXPENSE_MSG.vatAboveAmount });
    });
  const mil = z.object({
    kind: z.literal("mil"),
    date: expenseDate(today),
    km: wholeKm,
    route: expenseText(EXPENSE_MSG.routeRequired),
    projectId: optionalProjectId,
    clientId,
  });
  const trakt = z
    .object({
      kind: z.literal("trakt"),
      departAt: localDateTime.refine((at) => at.slice(0, 10) >= oneYearBefore(today), EXPENSE_MSG.departureTooOld),
      returnAt: localDateTime.refine((at) => at.slice(0, 10) <= today && (now === undefined || at <= now), EXPENSE_MSG.returnInFuture),
      destination: expenseText(EXPENSE_MSG.destinationRequired),
      overnight: yesNo,
      distanceOver50km: yesNo,
      lodgingPaid: yesNo.default(false),
      meals: z.array(mealDay, { error: MSG.invalidInput }).max(400, MSG.invalidInput).default([]),
      projectId: optionalProjectId,
      clientId,
    })
    .superRefine((b, ctx) => {
      // Only when the fields themselves are right: each trip rule names the field it is about.
      if (!isLocalDateTime(b.departAt) || !isLocalDateTime(b.returnAt) || typeof b.overnight !== "boolean" || typeof b.distanceOver50km !== "boolean") return;
      if (!Array.isArray(b.meals) || !b.meals.every((m) => isIsoDate(m.date))) return;
      const refusal = tripRefusal(b);
      if (!refusal) return;
      const path = {
        order: ["returnAt"],
        "too-long": ["returnAt"],
        "no-overnight": ["overnight"],
        "same-day": ["returnAt"],
        "under-50km": ["distanceOver50km"],
        "meal-outside": ["meals"],
        "meal-twice": ["meals"],
      }[refusal];
      ctx.addIssue({ code: "custom", path, message: EXPENSE_MSG.trip[refusal] });
    });
  return z.discriminatedUnion("kind", [utlagg, mil, trakt], { error: EXPENSE_MSG.unknownKind });
}
export type ExpenseBody = z.output<ReturnType<typeof expenseBodySchema>>;

/**
 * GET /api/expenses: the caller's own (a worker) or anyone's (an admin, `workerId`), newest first.
 * `returned=true`: only those sent back and not sent again, all of them and not a page, as the
 * reports' list answers it (docs/product-rules.md §6, §16).
 */
export const expenseListQuerySchema = z.object({
  workerId: uuidString().optional(),
  kind: z.enum(EXPENSE_KINDS, { error: EXPENSE_MSG.unknownKind }).optional(),
  status: z.enum(REPORT_STATUSES, { error: MSG.invalidStatus }).optional(),
  startDate: optionalIsoDate,
  endDate: optionalIsoDate,
  limit: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(1, MSG.invalidInput).max(500, MSG.invalidInput).default(100),
  /** The last id of the page before: the next page starts after it. */
  cursor: z.string().max(200, MSG.invalidInput).optional(),
  returned: returnedFlag,
  /** `approved` or `waiting` for the arbetsledare's approval (docs/product-rules.md §18). */
  approval: approvalFilterSchema,
});
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

const rate = (fallback: string) => kronorSchema(EXPENSE_MSG.rateFormat, EXPENSE_MSG.rateFormat, 0, EXPENSE_RATE_MAX_ORE).default(fallback);
const share = (fallback: number) =>
  z.coerce
    .number({ error: EXPENSE_MSG.shareRange })
    .int(EXPENSE_MSG.shareRange)
    .min(0, EXPENSE_MSG.shareRange)
    .max(100, EXPENSE_MSG.shareRange)
    .default(fallback);

/**
 * The rates of the payroll settings (docs/product-rules.md §16): left out, each keeps
 * Skatteverket's figure for 2026 (DEFAULT_EXPENSE_RATES).
 */
export const expenseRateFields = {
  mileageRate: rate(DEFAULT_EXPENSE_RATES.mileageRate),
  mileageTaxFree: rate(DEFAULT_EXPENSE_RATES.mileageTaxFree),
  allowanceFull: rate(DEFAULT_EXPENSE_RATES.allowanceFull),
  allowanceNight: rate(DEFAULT_EXPENSE_RATES.allowanceNight),
  mealShares: z
    .object({
      breakfast: share(DEFAULT_EXPENSE_RATES.mealShares.breakfast),
      lunch: share(DEFAULT_EXPENSE_RATES.mealShares.lunch),
      dinner: share(DEFAULT_EXPENSE_RATES.mealShares.dinner),
    })
    .refine((s) => s.breakfast + s.lunch + s.dinner <= 100, EXPENSE_MSG.mealSharesTotal)
    .prefault({}),
};
