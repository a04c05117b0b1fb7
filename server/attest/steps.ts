import type { z } from "zod";
import type { ReportStatus } from "../../shared/domain";
import { returnReportSchema, unverifyReportSchema } from "../../shared/validation/report-decisions";

/** A decision the worker is mailed, with its reason. */
export type MailedDecision = "returned" | "rejected";

/** What a step is: the status it moves a row from and to, the reason it asks and where it keeps it, and the mail it sends. */
interface AttestStepRule {
  from: ReportStatus;
  to: ReportStatus;
  /** The body's `{reason}` and where it is kept: in the audit row, or on the row (`returnReason`, shown to the worker). */
  reason?: { body: z.ZodType<{ reason: string }>; keptIn: "audit" | "row" };
  /** The worker is mailed the step with its reason. */
  mailed?: MailedDecision;
}

/**
 * The attest workflow's steps (docs/product-rules.md §6, §16), one table for reports and
 * expenses: each moves one row from a status to another, is written to the audit trail as its
 * action and is answered at POST {base}/{id}/{step} (`attestRouter`). A reject removes a row in
 * `REJECT_FROM` instead (the module's DELETE).
 *
 * A second approval level is one more status (REPORT_STATUSES, and the database's enum) and one
 * more line here; each store then names its refusal text (AttestRefusals), and who may take it is
 * server/attest/policies.ts's.
 */
export const ATTEST_STEPS = {
  verify: { from: "submitted", to: "verified" },
  unverify: { from: "verified", to: "submitted", reason: { body: unverifyReportSchema, keptIn: "audit" } },
  return: { from: "submitted", to: "draft", reason: { body: returnReportSchema, keptIn: "row" }, mailed: "returned" },
} as const satisfies Record<string, AttestStepRule>;

export type AttestStep = keyof typeof ATTEST_STEPS;

export const ATTEST_STEP_NAMES = Object.keys(ATTEST_STEPS) as AttestStep[];

/** The rule of a step, read as the general shape. */
export const stepRule = (step: AttestStep): AttestStepRule => ATTEST_STEPS[step];

/** Only a row not yet decided on is rejected (removed; its last state stays in the audit row). */
export const REJECT_FROM: ReportStatus = "submitted";

/** The refusals of a store: the 409's text when a row is not in the status a step or a reject starts from. */
export type AttestRefusals = Readonly<Record<AttestStep | "reject", string>>;
