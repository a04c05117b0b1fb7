import type { z } from "zod";
import type { ReportStatus } from "../../shared/domain";
import { unapproveSchema } from "../../shared/validation/approvals";
import { returnReportSchema, unverifyReportSchema } from "../../shared/validation/report-decisions";
import type { Problem } from "../lib/errors";

/** A decision the worker is mailed, with its reason. */
export type MailedDecision = "returned" | "rejected";

/** Who takes a step (server/attest/policies.ts): payroll's attester, or an approver (an arbetsledare of the row's project, or an admin). */
export type StepTaker = "attester" | "approver";

/** What a step is: the status it moves a row from and to, the reason it asks and where it keeps it, and the mail it sends. */
interface AttestStepRule {
  from: ReportStatus;
  to: ReportStatus;
  by: StepTaker;
  /** The approval the row must have to take the step (docs/product-rules.md §18); left out, either. */
  approval?: "approved" | "unapproved";
  /** What the step writes of the approval: the actor and now, or none; left out, it is kept. */
  writesApproval?: "set" | "clear";
  /** The body may carry the `updatedAt` the actor was shown (`{updatedAt}`): a row changed since is refused. */
  shown?: true;
  /** The body's `{reason}` and where it is kept: in the audit row, or on the row (`returnReason`, shown to the worker). */
  reason?: { body: z.ZodType<{ reason: string }>; keptIn: "audit" | "row" };
  /** The worker is mailed the step with its reason. */
  mailed?: MailedDecision;
}

/**
 * The attest workflow's steps (docs/product-rules.md §6, §16, §18), one table for reports and
 * expenses: each moves one row from a status to another (an approval keeps it `submitted` and
 * writes `approvedAt`/`approvedBy`), is written to the audit trail as its action and is answered
 * at POST {base}/{id}/{step} (`attestRouter`). A reject removes a row in `REJECT_FROM` instead
 * (the module's DELETE). Attesting also needs an approval while the payroll settings'
 * `approvalRequired` is on (the workflow's `verifyNeeds`); undoing an attest keeps the approval.
 */
export const ATTEST_STEPS = {
  approve: { from: "submitted", to: "submitted", by: "approver", approval: "unapproved", writesApproval: "set", shown: true },
  unapprove: {
    from: "submitted",
    to: "submitted",
    by: "approver",
    approval: "approved",
    writesApproval: "clear",
    // Undone from 'Godkända, ej attesterade' as it was listed: a row changed since is refused.
    shown: true,
    reason: { body: unapproveSchema, keptIn: "audit" },
  },
  verify: { from: "submitted", to: "verified", by: "attester" },
  unverify: { from: "verified", to: "submitted", by: "attester", reason: { body: unverifyReportSchema, keptIn: "audit" } },
  // A row sent back is no longer approved: what the worker sends again is approved anew.
  return: {
    from: "submitted",
    to: "draft",
    by: "approver",
    writesApproval: "clear",
    reason: { body: returnReportSchema, keptIn: "row" },
    mailed: "returned",
  },
} as const satisfies Record<string, AttestStepRule>;

export type AttestStep = keyof typeof ATTEST_STEPS;

export const ATTEST_STEP_NAMES = Object.keys(ATTEST_STEPS) as AttestStep[];

/** The rule of a step, read as the general shape. */
export const stepRule = (step: AttestStep): AttestStepRule => ATTEST_STEPS[step];

/** Only a row not yet decided on is rejected (removed; its last state stays in the audit row). */
export const REJECT_FROM: ReportStatus = "submitted";

/** The refusals of a store: the 409's text when a row is not in the status a step or a reject starts from. */
export type AttestRefusals = Readonly<Record<AttestStep | "reject", Problem>>;
