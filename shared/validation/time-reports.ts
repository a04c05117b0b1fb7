import { z } from "zod";
import { DEFAULT_TIME_ZONE, isIsoDate, oneYearBefore } from "../dates";
import {
  DAY_HOURS_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  HOURS_MAX,
  HOURS_STEP,
  MAX_ATTACHMENTS_PER_LIST,
  REPORT_LIST_DEFAULT_LIMIT,
  REPORT_LIST_MAX_LIMIT,
  REPORT_CURSOR_MAX,
  REPORT_SEARCH_MAX,
  RETURN_REASON_MAX,
  RETURN_REASON_MIN,
  BULK_VERIFY_MAX_IDS,
} from "./constants";
import { ORDINARY_TIME_CODE, isTimeCode, REPORT_STATUSES, swedishNumber, TIME_CODES, timeCodeKind } from "../domain";
import { isoDateSchema, returnedFlag, text, uuidString, visibleLength } from "./fields";
import { approvalFilterSchema } from "./approvals";
import { MSG } from "./messages";
import { objectIdOfPath } from "./uploads";
import { CLOCK_TIME_MSG, checkClockTimes, optionalBreakMinutes, optionalClockTime } from "./clock-times";

export const TIME_REPORT_MSG = {
  dateInFuture: "Datum kan inte vara i framtiden",
  dateTooOld: "Datum får vara högst ett år tillbaka",
  hoursMax: `Timmar får vara högst ${HOURS_MAX}`,
  hoursStep: `Timmar anges i steg om ${swedishNumber(HOURS_STEP)}`,
  projectNotActive: "Projektet är inte aktivt",
  dayTotal: `Summan för dagen får vara högst ${DAY_HOURS_MAX} timmar`,
  tooManyAttachments: `Högst ${MAX_ATTACHMENTS_PER_LIST} bilder per lista`,
  invalidAttachment: "Ogiltig bild",
  notYourAttachment: "Bilden hittades inte",
  verifiedLocked: "Verifierade rapporter kan inte ändras",
  onlySubmittedVerify: "Endast inskickade rapporter kan verifieras",
  onlySubmittedReject: "Endast inskickade rapporter kan nekas",
  adminsDoNotReport: "Administratörer rapporterar inte tid",
  unknownTimeCode: "Okänd tidkod",
  absenceWithProject: "Frånvaro rapporteras utan projekt",
  payrollLocked: "Perioden är låst för lön",
  onlySubmittedReturn: "Endast inskickade rapporter kan skickas tillbaka",
  onlyVerifiedUnverify: "Endast verifierade rapporter kan få attesten ångrad",
  onlySubmittedWithdraw: "Endast inskickade rapporter kan tas tillbaka",
  returnReasonMin: `Ange en anledning på minst ${RETURN_REASON_MIN} tecken`,
  returnReasonMax: `Anledningen får vara högst ${RETURN_REASON_MAX} tecken`,
  bulkVerifyTarget: "Ange rapporter eller en period att attestera",
  bulkVerifyTooMany: `Högst ${BULK_VERIFY_MAX_IDS} rapporter åt gången`,
  /** 'Dela upp' (docs/product-rules.md §4) splits only ordinary time. */
  splitOnlyOrdinary: "Bara Arbetad tid kan delas upp i ordinarie tid och övertid",
  /** 'Dela upp' of a day that does not pass the daily norm. */
  splitWithinNorm: (normHours: number) => `Dagen går inte över normen på ${swedishNumber(normHours)} h Arbetad tid – det finns inget att dela upp`,
  ...CLOCK_TIME_MSG,
} as const;

export const timeCodeSchema = z.enum(TIME_CODES, { error: TIME_REPORT_MSG.unknownTimeCode });

/** Hours as text: a plain decimal number with a point or a comma ("8", "7.5", "7,50"). */
const PLAIN_DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * Hours as typed ("7,5", "7.5") or sent (7.5, "7.50"); the output is the stored form "7.50".
 * Only plain decimals: "0x10", "0b11", "1e1" and " Infinity" are not hours, and the value must
 * be an exact multiple of HOURS_STEP (1e-10 is not a multiple, however close to 0 it is).
 */
export const hoursSchema = z.union([z.number(), z.string()], { error: MSG.hoursRequired }).transform((raw, ctx) => {
  const written = typeof raw === "number" ? null : raw.trim();
  if (written === "") {
    ctx.addIssue({ code: "custom", message: MSG.hoursRequired });
    return z.NEVER;
  }
  if (written !== null && !PLAIN_DECIMAL.test(written)) {
    ctx.addIssue({ code: "custom", message: MSG.hoursPositive });
    return z.NEVER;
  }
  const n = written === null ? (raw as number) : Number(written.replace(",", "."));
  if (!Number.isFinite(n) || n <= 0) {
    ctx.addIssue({ code: "custom", message: MSG.hoursPositive });
    return z.NEVER;
  }
  if (n > HOURS_MAX) {
    ctx.addIssue({ code: "custom", message: TIME_REPORT_MSG.hoursMax });
    return z.NEVER;
  }
  if (!Number.isInteger(n / HOURS_STEP)) {
    ctx.addIssue({ code: "custom", message: TIME_REPORT_MSG.hoursStep });
    return z.NEVER;
  }
  return n.toFixed(2);
});

const attachmentList = z
  .array(
    z.string().refine((path) => objectIdOfPath(path) !== null, TIME_REPORT_MSG.invalidAttachment),
    { error: TIME_REPORT_MSG.invalidAttachment },
  )
  .max(MAX_ATTACHMENTS_PER_LIST, TIME_REPORT_MSG.tooManyAttachments);

/** "" and null mean "no project": absence reports have none. */
const optionalProjectId = z
  .string({ error: MSG.projectRequired })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(uuidString(MSG.projectRequired).nullable());

/**
 * Body of POST and PUT /api/time-reports. `today` is the business date, so that the same
 * rule (one year ago to today) holds in the browser and on the server.
 * Unknown keys (id, workerId, status, isVerified) are stripped. `timeCode` defaults to `ARB`;
 * a work code needs a project and a description of DESCRIPTION_MIN characters, an absence
 * code has no project (sending one is an error) and an optional description (docs/product-rules.md §4).
 */
export function timeReportBodySchema(today: string, timeZone: string = DEFAULT_TIME_ZONE) {
  const earliest = oneYearBefore(today);
  return z
    .object({
      timeCode: timeCodeSchema.default(ORDINARY_TIME_CODE),
      projectId: optionalProjectId,
      date: isoDateSchema(MSG.dateRequired)
        .refine((d) => d <= today, TIME_REPORT_MSG.dateInFuture)
        .refine((d) => d >= earliest, TIME_REPORT_MSG.dateTooOld),
      hours: hoursSchema,
      description: text(MSG.descriptionMin)
        .nullish()
        .transform((v) => (v ?? "").trim())
        .pipe(z.string().max(DESCRIPTION_MAX, MSG.tooLong(DESCRIPTION_MAX))),
      imageUrls: attachmentList.default([]),
      receiptsConfirmed: z.boolean({ error: MSG.invalidInput }).default(false),
      receiptImageUrls: attachmentList.default([]),
      startTime: optionalClockTime,
      endTime: optionalClockTime,
      breakMinutes: optionalBreakMinutes,
    })
    .superRefine(
      (body, ctx) => {
        // Runs with the other fields' issues too, so a form shows every message at once.
        const raw = body as { timeCode?: unknown; projectId?: unknown; description?: unknown; startTime?: unknown; endTime?: unknown };
        const code = raw.timeCode === undefined ? ORDINARY_TIME_CODE : raw.timeCode;
        if (!isTimeCode(code)) return;
        checkClockTimes(body, timeCodeKind(code), timeZone, ctx);
        const hasProject = typeof raw.projectId === "string" && raw.projectId.trim() !== "";
        const description = typeof raw.description === "string" ? raw.description : "";
        if (timeCodeKind(code) === "absence") {
          if (hasProject) ctx.addIssue({ code: "custom", path: ["projectId"], message: TIME_REPORT_MSG.absenceWithProject });
          return;
        }
        if (!hasProject) ctx.addIssue({ code: "custom", path: ["projectId"], message: MSG.projectRequired });
        if (visibleLength(description.trim()) < DESCRIPTION_MIN) {
          ctx.addIssue({ code: "custom", path: ["description"], message: MSG.descriptionMin });
        }
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

export type TimeReportBody = z.output<ReturnType<typeof timeReportBodySchema>>;

/**
 * What POST /api/time-reports takes beside the body (docs/product-rules.md §12): `clientId`, a uuid made on
 * the phone for a queued report, so that sending it again returns the first report.
 */
export const createReportExtrasSchema = z.object({
  clientId: uuidString("Ogiltigt klient-id").optional(),
});

/**
 * What POST /api/time-reports/split takes beside the body (docs/product-rules.md §4, §12): a `clientId`
 * for each report it may make, the ordinary one and the overtime one, so that sending it again
 * answers the reports made the first time.
 */
export const splitReportExtrasSchema = z
  .object({
    clientId: uuidString("Ogiltigt klient-id").optional(),
    overtimeClientId: uuidString("Ogiltigt klient-id").optional(),
  })
  .refine((e) => e.clientId === undefined || e.clientId !== e.overtimeClientId, { path: ["overtimeClientId"], message: "Ogiltigt klient-id" });
export type SplitReportExtras = z.output<typeof splitReportExtrasSchema>;

/**
 * The report form: the body plus the final confirmation checkbox. Work reports must confirm;
 * absence does not, so 'Sjukdom 8 h' is two taps (chip, then send).
 */
export function timeReportFormSchema(today: string) {
  return timeReportBodySchema(today)
    .extend({ isConfirmed: z.boolean() })
    .superRefine(
      (form, ctx) => {
        // Beside the other fields' issues, as in the body schema.
        const raw = form as { timeCode?: unknown; isConfirmed?: unknown };
        const code = raw.timeCode === undefined ? ORDINARY_TIME_CODE : raw.timeCode;
        if (isTimeCode(code) && timeCodeKind(code) === "absence") return;
        if (raw.isConfirmed !== true) ctx.addIssue({ code: "custom", path: ["isConfirmed"], message: MSG.mustConfirm });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}
export type TimeReportFormValues = z.input<ReturnType<typeof timeReportFormSchema>>;

export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: MSG.invalidStatus });

const optionalFilterId = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" && v !== "all" ? v.trim() : undefined))
  .pipe(uuidString(MSG.invalidId).optional());

const optionalFilterDate = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
  .refine((v) => v === undefined || isIsoDate(v), MSG.invalidDate);

/** Query of GET /api/time-reports and the CSV export. */
export const timeReportFiltersSchema = z
  .object({
    workerId: optionalFilterId,
    projectId: optionalFilterId,
    status: z
      .string()
      .optional()
      .transform((v) => (v && v !== "all" ? v : undefined))
      .pipe(reportStatusSchema.optional()),
    /** One time code; "all" or empty means every code. */
    timeCode: z
      .string()
      .optional()
      .transform((v) => (v && v !== "all" ? v : undefined))
      .pipe(timeCodeSchema.optional()),
    startDate: optionalFilterDate,
    endDate: optionalFilterDate,
    /**
     * `true`: only the reports sent back and not sent again (`isReturned`), all of them and not
     * a page (docs/product-rules.md §6).
     */
    returned: returnedFlag,
    /** `approved` or `waiting` for the arbetsledare's approval (docs/product-rules.md §18). */
    approval: approvalFilterSchema,
    /** Text search over description, worker name and project number and title (docs/product-rules.md §4). */
    q: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
      .pipe(z.string().max(REPORT_SEARCH_MAX, MSG.tooLong(REPORT_SEARCH_MAX)).optional()),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: "Startdatum måste vara före slutdatum.",
    path: ["endDate"],
  });
export type TimeReportFilters = z.output<typeof timeReportFiltersSchema>;

export const paginationSchema = z.object({
  limit: z.coerce
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .min(1, MSG.invalidInput)
    .max(REPORT_LIST_MAX_LIMIT, `Högst ${REPORT_LIST_MAX_LIMIT} rader per sida`)
    .default(REPORT_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(0, MSG.invalidInput).max(10_000_000, MSG.invalidInput).default(0),
  /**
   * Keyset paging: the `X-Next-Cursor` of the page before. With a cursor `offset` must be 0;
   * page 10 000 then costs what page 1 costs (docs/product-rules.md §4, docs/decisions/2026-11-23-lists-at-scale.md).
   */
  cursor: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .max(REPORT_CURSOR_MAX, MSG.invalidInput)
        .regex(/^[A-Za-z0-9_-]+$/, MSG.invalidInput)
        .optional(),
    ),
});
export type Pagination = z.output<typeof paginationSchema>;
