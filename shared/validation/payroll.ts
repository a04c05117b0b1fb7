import { z } from "zod";
import { daysInclusive, isIsoDate } from "../dates";
import {
  COMPANY_NAME_MAX,
  EMPLOYEE_NUMBER_MAX,
  OVERTIME_RULES,
  PAY_PERIOD_MAX_DAYS,
  REOPEN_REASON_MAX,
  REOPEN_REASON_MIN,
  DEFAULT_WORKING_TIME_LIMITS,
  DAILY_NORM_MAX_HOURS,
  DAILY_NORM_MIN_HOURS,
  DEFAULT_DAILY_NORM_HOURS,
} from "./constants";
import { DEFAULT_PAXML_CODE_MAP, PAXML_TIDKODER, PAY_CODES, TIME_CODES, type PayCode, type PaxmlTidkod, type TimeCode } from "../domain";
import { APPROVAL_MSG } from "./approvals";
import { EXPENSE_MSG, expenseRateFields } from "./expenses";
import { hasLoneSurrogate, hasNul, isoDateSchema, payrollText, text, writtenText } from "./fields";
import { MSG } from "./messages";
import { PAYROLL_MSG } from "./payroll-texts";

export { PAYROLL_MSG };

/**
 * Anställningsnummer: 1-20 characters on one line that the payroll file can carry
 * (`payrollText`), unique when set; "" and null clear it.
 */
export const employeeNumberSchema = z
  .string({ error: MSG.invalidInput })
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .pipe(payrollText().max(EMPLOYEE_NUMBER_MAX, PAYROLL_MSG.employeeNumberMax).nullable());

const ORG_NUMBER = /^\d{6}-\d{4}$/;

/** Luhn over the ten digits, as Bolagsverket's organisation numbers use it. */
export function orgNumberChecksumOk(orgNumber: string): boolean {
  const digits = orgNumber.replace("-", "");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Ten digits typed without the hyphen are written as `NNNNNN-NNNN`; anything else is left as typed. */
export function withOrgNumberHyphen(value: string): string {
  return /^\d{10}$/.test(value) ? `${value.slice(0, 6)}-${value.slice(6)}` : value;
}

/**
 * `NNNNNN-NNNN` with a valid check digit; ten digits without the hyphen are accepted and stored
 * with it (docs/product-rules.md §10); empty means not filled in yet.
 */
export const orgNumberSchema = text(PAYROLL_MSG.orgNumberFormat)
  .trim()
  .transform(withOrgNumberHyphen)
  .refine((v) => v === "" || ORG_NUMBER.test(v), PAYROLL_MSG.orgNumberFormat)
  .refine((v) => v === "" || !ORG_NUMBER.test(v) || orgNumberChecksumOk(v), PAYROLL_MSG.orgNumberChecksum);

const payrollCodeSchema = z.enum(PAXML_TIDKODER, { error: PAYROLL_MSG.unknownPayrollCode });

/**
 * An expense's pay code as the company's payroll system names it (docs/product-rules.md §16): the
 * PAXml `lonkod` itself, or the company's own löneart (1-20 characters on one line), written as `lonart`.
 */
const payrollArticleSchema = payrollText(EXPENSE_MSG.payrollArticle).min(1, EXPENSE_MSG.payrollArticle).max(20, EXPENSE_MSG.payrollArticle);

/** Every code the map holds: our time codes, then the expenses' pay codes. */
const CODE_MAP_KEYS = [...TIME_CODES, ...PAY_CODES] as const;

/** The code map with every key filled in. */
export type CodeMap = Record<TimeCode, PaxmlTidkod> & Record<PayCode, string>;

/**
 * Our code → the code the company's payroll system wants; a code left out keeps its default
 * (itself). A time code maps to a PAXml `tidkod`, an expense's pay code to a löneart.
 */
export const codeMapSchema = z
  .partialRecord(z.enum(CODE_MAP_KEYS, { error: MSG.invalidInput }), z.unknown(), { error: MSG.invalidInput })
  .transform((partial, ctx) => {
    const out: Record<string, string> = {};
    for (const code of TIME_CODES) {
      const parsed = payrollCodeSchema.optional().safeParse(partial[code]);
      if (!parsed.success) ctx.addIssue({ code: "custom", path: [code], message: PAYROLL_MSG.unknownPayrollCode });
      else out[code] = parsed.data ?? DEFAULT_PAXML_CODE_MAP[code];
    }
    for (const code of PAY_CODES) {
      const parsed = payrollArticleSchema.optional().safeParse(partial[code]);
      if (!parsed.success) ctx.addIssue({ code: "custom", path: [code], message: parsed.error.issues[0]?.message ?? EXPENSE_MSG.payrollArticle });
      else out[code] = parsed.data ?? code;
    }
    return out as CodeMap;
  });

const limitHours = (max: number) =>
  z.coerce.number({ error: PAYROLL_MSG.limitRange }).int(PAYROLL_MSG.limitRange).min(1, PAYROLL_MSG.limitRange).max(max, PAYROLL_MSG.limitRange);

/** The limits of rules 1-3 of docs/product-rules.md §11, whole hours; a limit left out keeps the law's figure. */
export const workingTimeLimitsSchema = z.object({
  ordinaryWeek: limitHours(168).default(DEFAULT_WORKING_TIME_LIMITS.ordinaryWeek),
  overtimeFourWeeks: limitHours(672).default(DEFAULT_WORKING_TIME_LIMITS.overtimeFourWeeks),
  overtimeMonth: limitHours(744).default(DEFAULT_WORKING_TIME_LIMITS.overtimeMonth),
  overtimeYear: limitHours(8784).default(DEFAULT_WORKING_TIME_LIMITS.overtimeYear),
});

/** The daily norm of 'Arbetad tid' (docs/product-rules.md §4): whole or half hours, 1-12; left out it is 8. */
export const dailyNormSchema = z.coerce
  .number({ error: PAYROLL_MSG.dailyNormRange })
  .refine((n) => Number.isInteger(n * 2), PAYROLL_MSG.dailyNormRange)
  .refine((n) => n >= DAILY_NORM_MIN_HOURS && n <= DAILY_NORM_MAX_HOURS, PAYROLL_MSG.dailyNormRange);

const settingsFields = {
  limits: workingTimeLimitsSchema.prefault({}),
  dailyNormHours: dailyNormSchema.default(DEFAULT_DAILY_NORM_HOURS),
  overtimeRule: z.enum(OVERTIME_RULES, { error: PAYROLL_MSG.invalidOvertimeRule }).default("month"),
  codeMap: codeMapSchema.prefault({}),
  ...expenseRateFields,
  /** The arbetsledare approves before payroll attests (docs/product-rules.md §18); off, attest works as before. */
  approvalRequired: z.boolean({ error: APPROVAL_MSG.approvalRequiredInvalid }).default(false),
};

/**
 * PUT /api/settings/payroll (docs/product-rules.md §10): the company's name and organisation number are
 * required, since they head every PAXml file from then on.
 */
export const payrollSettingsSchema = z.object({
  companyName: payrollText(PAYROLL_MSG.companyNameRequired).min(1, PAYROLL_MSG.companyNameRequired).max(COMPANY_NAME_MAX, PAYROLL_MSG.companyNameMax),
  orgNumber: orgNumberSchema.refine((v) => v !== "", PAYROLL_MSG.orgNumberFormat),
  ...settingsFields,
});

/**
 * The settings as stored, or not yet saved: the company fields may still be empty. The name is
 * read as it was saved, even with a character an older version let through: the export refuses
 * to send it (docs/product-rules.md §10) instead of the settings silently falling back to the defaults.
 */
export const storedPayrollSettingsSchema = z.object({
  companyName: z
    .string()
    .refine((v) => !hasNul(v) && !hasLoneSurrogate(v))
    .trim()
    .max(COMPANY_NAME_MAX),
  orgNumber: orgNumberSchema,
  ...settingsFields,
});
export type PayrollSettingsInput = z.output<typeof payrollSettingsSchema>;
/** The settings one by one, as a stored document holds them: each is read, and can fail, on its own. */
export type PayrollSettingKey = keyof PayrollSettingsInput;

export type PayrollSettingsFormValues = z.input<typeof payrollSettingsSchema>;

const payPeriodFields = {
  startDate: isoDateSchema(MSG.dateRequired),
  endDate: isoDateSchema(MSG.dateRequired),
};

function checkPeriod(p: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  // Runs even when a date has failed its own rule: only two real dates have a length.
  if (!isIsoDate(p.startDate) || !isIsoDate(p.endDate)) return;
  if (p.startDate > p.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PAYROLL_MSG.periodOrder });
  else if (daysInclusive(p.startDate, p.endDate) > PAY_PERIOD_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: PAYROLL_MSG.periodTooLong });
}

/** A pay period: `startDate` to `endDate` inclusive, at most PAY_PERIOD_MAX_DAYS days. */
export const payPeriodSchema = z.object(payPeriodFields).superRefine(checkPeriod);
export type PayPeriod = z.output<typeof payPeriodSchema>;

/**
 * POST /api/payroll/exports: the period, and `acknowledgeWarnings: true` when the admin has seen
 * the preview's warnings and exports anyway (docs/product-rules.md §10). Strictly a boolean.
 */
export const payrollExportSchema = z
  .object({
    ...payPeriodFields,
    acknowledgeWarnings: z.boolean({ error: PAYROLL_MSG.acknowledgeWarningsBoolean }).optional(),
  })
  .superRefine(checkPeriod);
export type PayrollExportInput = z.output<typeof payrollExportSchema>;

/**
 * GET /api/payroll/exports/{id}/paxml: the whole file, or with `only=changes` the rättelse file of
 * what changed against the period's previous export (docs/product-rules.md §10, "Changes").
 */
export const paxmlFileQuerySchema = z.object({
  only: z.literal("changes", { error: PAYROLL_MSG.paxmlOnlyChanges }).optional(),
});

/** DELETE /api/payroll/exports/{id}: reopening a period needs a reason for the audit trail. */
export const reopenPeriodSchema = z.object({
  reason: writtenText(REOPEN_REASON_MIN, REOPEN_REASON_MAX, PAYROLL_MSG.reopenReasonMin, PAYROLL_MSG.reopenReasonMax),
});
export type ReopenPeriodInput = z.output<typeof reopenPeriodSchema>;
