/**
 * The arbetsledare's approval before payroll attests (docs/product-rules.md §18): its texts and
 * the bodies of approve, undo an approval, approve many and the queue, for the API and the screens.
 */
import { z } from "zod";
import { BULK_VERIFY_MAX_IDS, RETURN_REASON_MAX, RETURN_REASON_MIN } from "./constants";
import { bulkPeriodFields, bulkTargetCheck, isoDateSchema, uuidString, writtenText } from "./fields";
import { MSG } from "./messages";

export const APPROVAL_MSG = {
  /** 403: nobody approves (or undoes the approval of) their own report or expense. */
  ownReport: "Du kan inte godkänna dina egna rapporter",
  /** 409 of attesting what no arbetsledare has approved, while approval is required. */
  awaitingApproval: "Väntar på arbetsledarens godkännande",
  /** 409 of an approval whose `updatedAt` is not the report's now. */
  changedSinceOpened: "Rapporten har ändrats sedan du öppnade den",
  /** The queue's mark of a report or expense whose approval a change cleared. */
  changedAfterApproval: "Ändrad efter godkännande",
  reportNotApprovable: "Endast inskickade rapporter som inte är godkända kan godkännas",
  reportNotUnapprovable: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat",
  expenseNotApprovable: "Endast inskickade ersättningar som inte är godkända kan godkännas",
  expenseNotUnapprovable: "Endast godkända ersättningar som inte är attesterade kan få godkännandet ångrat",
  bulkTarget: "Ange rapporter eller en period att godkänna",
  bulkTooMany: `Högst ${BULK_VERIFY_MAX_IDS} åt gången`,
  updatedAtInvalid: "Ogiltig tidpunkt för när rapporten visades",
  reasonMin: `Ange en anledning på minst ${RETURN_REASON_MIN} tecken`,
  reasonMax: `Anledningen får vara högst ${RETURN_REASON_MAX} tecken`,
  /** An arbetsledare must be a worker's or an admin's account. */
  leaderInvalid: "Välj arbetsledare bland arbetare och administratörer",
  leadersTooMany: "Högst 50 arbetsledare per projekt",
  /** The setting's name in the payroll settings' form. */
  approvalRequiredLabel: "Arbetsledaren godkänner före attest",
  approvalRequiredInvalid: "Ange om arbetsledarens godkännande krävs (true eller false)",
  /** The export's 409 while reports or expenses of the period wait for approval, naming whom they wait for. */
  exportAwaitingApproval: (n: number, approvers: string[]) =>
    `${n === 1 ? "1 rapport eller ersättning" : `${n} rapporter och ersättningar`} i perioden väntar på arbetsledarens godkännande: ${approvers.join(", ")}`,
  /** Who approves what has no project, or a project without arbetsledare. */
  anAdmin: "en administratör",
  /** 400 of a list's `approval` other than `approved`, `waiting` or `all`. */
  approvalFilterInvalid: "Välj godkända, väntande eller alla",
  /** 400 of the queue's `state` other than `waiting` or `approved`. */
  queueStateInvalid: "Välj väntande eller godkända",
} as const;

/**
 * The lists' filter by approval (GET /api/time-reports, GET /api/expenses): `approved` has
 * `approvedAt` (attested or not), `waiting` is submitted and not approved (what 'Att godkänna'
 * lists); `all` or empty filters nothing.
 */
export const APPROVAL_FILTERS = ["approved", "waiting"] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number];

export const approvalFilterSchema = z
  .string()
  .optional()
  .transform((v) => (v && v !== "all" ? v : undefined))
  .pipe(z.enum(APPROVAL_FILTERS, { error: APPROVAL_MSG.approvalFilterInvalid }).optional());

/** How many arbetsledare one project may have. */
export const PROJECT_LEADERS_MAX = 50;

/** The `updatedAt` of the report as the arbetsledare was shown it (ISO 8601 with offset). */
const shownAt = z.iso.datetime({ offset: true, error: APPROVAL_MSG.updatedAtInvalid });

/** POST /api/{time-reports,expenses}/{id}/approve: optionally the `updatedAt` the screen showed. */
export const approveSchema = z.object({ updatedAt: shownAt.optional() });

/**
 * POST /api/{time-reports,expenses}/{id}/unapprove: why, 10-500 characters, and optionally the
 * `updatedAt` the screen showed the approved row with.
 */
export const unapproveSchema = z.object({
  reason: writtenText(RETURN_REASON_MIN, RETURN_REASON_MAX, APPROVAL_MSG.reasonMin, APPROVAL_MSG.reasonMax),
  updatedAt: shownAt.optional(),
});
export type UnapproveInput = z.input<typeof unapproveSchema>;

/** One named row of a bulk approval: its id, or `{id, updatedAt}` with the time it was shown. */
const approvedItem = z
  .union([uuidString(), z.object({ id: uuidString(), updatedAt: shownAt.optional() })])
  .transform((v) => (typeof v === "string" ? { id: v } : v));

/**
 * POST /api/{time-reports,expenses}/approve: `{ids}` (each an id or `{id, updatedAt}`), or a
 * period `{startDate, endDate}` with optionally one project and one worker.
 */
export const bulkApproveSchema = z
  .object({
    ids: z.array(approvedItem, { error: APPROVAL_MSG.bulkTarget }).max(BULK_VERIFY_MAX_IDS, APPROVAL_MSG.bulkTooMany).optional(),
    projectId: uuidString().optional(),
    workerId: uuidString().optional(),
    ...bulkPeriodFields,
  })
  .superRefine(bulkTargetCheck(APPROVAL_MSG.bulkTarget, { exactlyOne: true }));
export type BulkApproveInput = z.output<typeof bulkApproveSchema>;

/**
 * Which list of 'Att godkänna' (GET /api/approvals?state=): `waiting` (the default) what waits
 * for the caller's approval; `approved` what the caller approved that is not yet attested.
 */
export const APPROVAL_QUEUE_STATES = ["waiting", "approved"] as const;
export type ApprovalQueueState = (typeof APPROVAL_QUEUE_STATES)[number];

/** GET /api/approvals: the waiting (or the caller's approved) ones dated in the period; either end left out is open. */
export const approvalsQuerySchema = z
  .object({
    state: z.enum(APPROVAL_QUEUE_STATES, { error: APPROVAL_MSG.queueStateInvalid }).default("waiting"),
    startDate: isoDateSchema(MSG.dateRequired).optional(),
    endDate: isoDateSchema(MSG.dateRequired).optional(),
  })
  .refine((q) => q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate, {
    message: "Startdatum måste vara före slutdatum.",
    path: ["endDate"],
  });
export type ApprovalsQuery = z.output<typeof approvalsQuerySchema>;
