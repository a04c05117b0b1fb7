import type { ReportStatus } from "../../shared/domain";
import { type BulkApproveInput } from "../../shared/validation/approvals";
import type { BulkVerifyInput } from "../../shared/validation/report-decisions";
import type { Db, DbOrTx, Tx } from "../db";
import { writeAudit, writeAudits, type AuditEntity } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, notFound, problem } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { assertDatesUnlocked, requiredPayrollSettings } from "../payroll";
import { approvableSql, assertMayApproveAll, assertMayTake } from "./policies";
import { ATTEST_STEPS, REJECT_FROM, stepRule, type AttestRefusals, type AttestStep, type MailedDecision } from "./steps";
import type { ApprovalWrite, AttestColumns, AttestState } from "./target-sql";

/** What the workflow reads of a row: a report's or an expense's. */
export interface AttestRow {
  id: string;
  date: string;
  workerId: string;
  projectId: string | null;
  status: ReportStatus;
  approvedAt: Date | null;
  approvedBy: string | null;
  updatedAt: Date;
}

/**
 * The rows a step names: one by id, or a bulk decision's ids or period (and maybe one worker and
 * one project), within `within` (the rows the actor may approve).
 */
export type AttestTarget =
  | { id: string }
  | { ids?: string[]; workerId?: string; projectId?: string; startDate?: string; endDate?: string; within?: ReturnType<typeof approvableSql> };

/** What a decision writes: a status's columns, a reason on the row, an approval (`approvedBy`; its time is the database's now). */
export type AttestValues<Row> = Partial<Row> & ApprovalWrite;

/**
 * What the workflow needs of the module that owns the rows: their SQL (each statement one
 * UPDATE or DELETE that finds the row only in the state a step starts from, so two people
 * deciding at once decide once), the answer it gives, its texts and its mails.
 */
export interface AttestStore<Row extends AttestRow, Answer> {
  /** The audit rows' `entityType`; `noun` names it in a log line. */
  entity: AuditEntity;
  noun: string;
  /** The table's columns a target and the approval rule name. */
  columns: AttestColumns;
  /** The columns a status is written as (a report's `isVerified` goes with its status). */
  statusColumns(status: ReportStatus): Partial<Row>;
  findForUpdate(tx: Tx, id: string): Promise<Row | undefined>;
  /** The rows of `ids` that exist, each locked, in id order (so two bulk decisions lock in one order). */
  findManyForUpdate(tx: Tx, ids: string[]): Promise<Row[]>;
  /** Writes `values` to every row `target` names that is in `state`; those rows as written. */
  updateInStatus(tx: Tx, target: AttestTarget, state: AttestState, values: AttestValues<Row>): Promise<Row[]>;
  /** How many rows `target` names are in `state`. */
  countInStatus(tx: Tx, target: AttestTarget, state: AttestState): Promise<number>;
  /** Removes the row when its status is `from`; the row as it was. */
  deleteInStatus(tx: Tx, id: string, from: ReportStatus): Promise<Row | undefined>;
  /** The answer: the row with what it names, read with the writing transaction's own handle. */
  readBack(tx: DbOrTx, id: string): Promise<Answer>;
  /** What the audit row of a removed row keeps besides its columns (an expense's pay lines), read before it goes. */
  keptWithRemoved?(tx: Tx, id: string): Promise<object>;
  refusals: AttestRefusals;
  /** Mails the worker; sent after the commit and not awaited. Without it no mail is sent. */
  mail?(decision: MailedDecision, answer: Answer, reason: string): Promise<void>;
}

/** What a step's body carries besides the id: the reason it asks for, the `updatedAt` the actor was shown. */
export interface StepInput {
  reason?: string;
  updatedAt?: string;
}

/** The decisions, as the workflow offers them to a module's service and routes. */
export interface AttestWorkflow<Answer> {
  /** One row through a step of ATTEST_STEPS, with the reason the step asks for. */
  take(step: AttestStep, actor: SessionUser, id: string, input?: StepInput): Promise<Answer>;
  verifyMany(actor: SessionUser, target: BulkVerifyInput): Promise<{ verified: number; awaitingApproval: number }>;
  approveMany(actor: SessionUser, target: BulkApproveInput): Promise<number>;
  reject(actor: SessionUser, id: string, reason?: string): Promise<string>;
}

/** Whether `updatedAt`, as an answer wrote it (ISO, milliseconds), is the row's now. */
const sameInstant = (row: AttestRow, shown: string): boolean => row.updatedAt.getTime() === new Date(shown).getTime();

/**
 * Whether `row` is in the state a step starts from: a row that is not is refused with the step's
 * own 409 (not approvable, not unapprovable), whatever `updatedAt` was shown.
 */
const inStartState = (row: AttestRow, state: AttestState): boolean =>
  row.status === state.status && (state.approval === undefined || (state.approval === "approved") === (row.approvedAt !== null));

/** What an approval's audit row keeps as the row before it: the row as written, not approved. */
const NOT_APPROVED = { approvedAt: null, approvedBy: null };

/**
 * The decisions on what a worker sent (docs/product-rules.md §6, §16, §18), one workflow for
 * reports and expenses: an arbetsledare's approval (one or many) and its undoing, payroll's
 * attest (one or many) and its undoing, send back with a reason, reject. Each is one transaction
 * with its audit rows and the payroll lock held shared: a row dated in an exported pay period is
 * refused (409 'Perioden är låst för lön'), and a concurrent export either ran first or waits.
 * Mails go after the commit; one that fails is logged and the decision stands.
 *
 * An approval covers the row as the approver saw it: a single decision holds the row's lock
 * from its check to its write, and a worker's edit takes the same lock and clears the approval
 * (docs/decisions/2026-11-29-an-approval-covers-what-was-seen.md).
 */
export function createAttestWorkflow<Row extends AttestRow, Answer>(db: Db, store: AttestStore<Row, Answer>, logger?: Logger): AttestWorkflow<Answer> {
  function mailAfterCommit(decision: MailedDecision, answer: Answer, reason: string): void {
    store.mail?.(decision, answer, reason).catch((error: unknown) => {
      logger?.error(`${store.noun} ${decision} mail failed`, { error: error instanceof Error ? error.message : String(error) });
    });
  }

  /** Whether an attest needs an approval first: the payroll settings' `approvalRequired` (409 naming it when it cannot be read). */
  async function approvalRequired(tx: DbOrTx): Promise<boolean> {
    return (await requiredPayrollSettings(tx, ["approvalRequired"])).approvalRequired;
  }

  /** The values a step writes: its status's columns, the reason when the row keeps it, the approval it sets or clears. */
  function valuesOf(step: AttestStep, actor: SessionUser, reason: string | undefined): AttestValues<Row> {
    const { to, reason: asked, writesApproval } = stepRule(step);
    const values: AttestValues<Row> = { ...store.statusColumns(to) };
    if (asked?.keptIn === "row") Object.assign(values, { returnReason: reason });
    if (writesApproval) values.approvedBy = writesApproval === "set" ? actor.id : null;
    return values;
  }

  /**
   * One row through `step`: 'Godkänn' (approve, maybe bound to the `updatedAt` shown), undo an
   * approval (the reason in the audit row, maybe bound to the `updatedAt` shown), 'Attestera' (verify; with `approvalRequired` only an
   * approved row), 'Ångra attest' (unverify, the reason in the audit row), 'Skicka tillbaka'
   * (return: a `draft` with the reason, which the worker sees and is mailed). Who may is asked
   * before the pay period and the row's state, so that one who may not learns nothing of them.
   */
  async function take(step: AttestStep, actor: SessionUser, id: string, input: StepInput = {}): Promise<Answer> {
    const rule = stepRule(step);
    const { reason } = input;
    const answer = await db.transaction(async (tx) => {
      const before = await store.findForUpdate(tx, id);
      if (!before) throw notFound();
      await assertMayTake(tx, rule.by, actor, before);
      await assertDatesUnlocked(tx, [before.date]);
      const state: AttestState = { status: rule.from, approval: rule.approval };
      if (step === "verify" && (await approvalRequired(tx))) {
        if (before.status === rule.from && before.approvedAt === null) throw conflict(problem("approval.awaiting"));
        state.approval = "approved";
      }
      if (rule.shown && input.updatedAt !== undefined && inStartState(before, state) && !sameInstant(before, input.updatedAt)) {
        throw conflict(problem("approval.changed-since-opened"));
      }
      const [after] = await store.updateInStatus(tx, { id }, state, valuesOf(step, actor, reason));
      if (!after) throw conflict(store.refusals[step]);
      await writeAudit(tx, {
        userId: actor.id,
        action: step,
        entityType: store.entity,
        entityId: id,
        // An attest and an approval keep, as their bulk forms do, the row as it was in all but what they wrote.
        before: step === "verify" ? { ...after, ...store.statusColumns(rule.from) } : step === "approve" ? { ...after, ...NOT_APPROVED } : before,
        after: rule.reason?.keptIn === "audit" ? { ...after, reason } : after,
      });
      return store.readBack(tx, id);
    });
    if (rule.mailed && reason !== undefined) mailAfterCommit(rule.mailed, answer, reason);
    return answer;
  }

  /** Writes one audit row per row a bulk decision wrote, with the row before as all but what it wrote. */
  async function auditMany(tx: Tx, actor: SessionUser, action: AttestStep, written: Row[], before: Partial<Row>): Promise<void> {
    await writeAudits(
      tx,
      written.map((after) => ({ userId: actor.id, action, entityType: store.entity, entityId: after.id, before: { ...after, ...before }, after })),
    );
  }

  return {
    take,

    /**
     * Attests every submitted row the bulk attest names in one UPDATE (with `approvalRequired`,
     * only the approved ones: the others are counted as awaiting approval): a concurrent bulk
     * attest waits for the rows and then finds them attested, so each is attested and audited
     * once. A locked day among them rolls the whole attest back.
     */
    async verifyMany(actor: SessionUser, target: BulkVerifyInput) {
      const { from, to } = ATTEST_STEPS.verify;
      return db.transaction(async (tx) => {
        const required = await approvalRequired(tx);
        const state: AttestState = { status: from, approval: required ? "approved" : undefined };
        const verified = await store.updateInStatus(tx, target, state, store.statusColumns(to));
        await assertDatesUnlocked(tx, [...new Set(verified.map((r) => r.date))]);
        await auditMany(tx, actor, "verify", verified, store.statusColumns(from));
        const awaitingApproval = required ? await store.countInStatus(tx, target, { status: from, approval: "unapproved" }) : 0;
        return { verified: verified.length, awaitingApproval };
      });
    },

    /**
     * Approves many at once (docs/product-rules.md §18), in one transaction with one audit row
     * each. Named by id: every row named that exists must be the actor's to approve (403 else),
     * and one shown with an `updatedAt` that is no longer its own refuses the whole (409); those
     * submitted and not approved are approved. Named by period (and maybe a project and a
     * worker): the submitted, unapproved rows in it that the actor may approve. A locked day
     * among them rolls the whole back. Answers how many were approved.
     */
    async approveMany(actor: SessionUser, input: BulkApproveInput): Promise<number> {
      const { from, approval } = ATTEST_STEPS.approve;
      return db.transaction(async (tx) => {
        let target: AttestTarget;
        if (input.ids && input.ids.length > 0) {
          const shown = new Map(input.ids.map((item) => [item.id, item.updatedAt]));
          const rows = await store.findManyForUpdate(tx, [...shown.keys()]);
          await assertMayApproveAll(tx, actor, rows);
          for (const row of rows) {
            const at = shown.get(row.id);
            if (at !== undefined && row.status === from && row.approvedAt === null && !sameInstant(row, at))
              throw conflict(problem("approval.changed-since-opened"));
          }
          target = { ids: rows.map((r) => r.id) };
          if (rows.length === 0) return 0;
        } else {
          target = {
            startDate: input.startDate,
            endDate: input.endDate,
            projectId: input.projectId,
            workerId: input.workerId,
            within: approvableSql(actor, store.columns),
          };
        }
        const approved = await store.updateInStatus(tx, target, { status: from, approval }, { approvedBy: actor.id } as AttestValues<Row>);
        await assertDatesUnlocked(tx, [...new Set(approved.map((r) => r.date))]);
        await auditMany(tx, actor, "approve", approved, NOT_APPROVED as Partial<Row>);
        return approved.length;
      });
    },

    /**
     * 'Neka': removes a submitted row; its last state stays in the audit trail, with the reason
     * when one is given (the after-state `{reason}`), and the worker is mailed it. Answers the id.
     */
    async reject(actor: SessionUser, id: string, reason?: string): Promise<string> {
      const rejected = await db.transaction(async (tx) => {
        const row = await store.findForUpdate(tx, id);
        if (!row) throw notFound();
        await assertDatesUnlocked(tx, [row.date]);
        // Read before the delete: the mail names what was rejected.
        const answer = reason ? await store.readBack(tx, id) : undefined;
        const kept = (await store.keptWithRemoved?.(tx, id)) ?? {};
        const before = await store.deleteInStatus(tx, id, REJECT_FROM);
        if (!before) throw conflict(store.refusals.reject);
        await writeAudit(tx, {
          userId: actor.id,
          action: "reject",
          entityType: store.entity,
          entityId: id,
          before: { ...before, ...kept },
          after: reason ? { reason } : undefined,
        });
        return answer;
      });
      if (rejected !== undefined && reason) mailAfterCommit("rejected", rejected, reason);
      return id;
    },
  };
}
