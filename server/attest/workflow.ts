import type { ReportStatus } from "../../shared/domain";
import type { BulkVerifyInput } from "../../shared/validation/report-decisions";
import type { Db, DbOrTx, Tx } from "../db";
import { writeAudit, writeAudits, type AuditEntity } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, notFound } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { assertDatesUnlocked } from "../payroll";
import { ATTEST_STEPS, REJECT_FROM, stepRule, type AttestRefusals, type AttestStep, type MailedDecision } from "./steps";

/** What the workflow reads of a row: a report's or an expense's. */
export interface AttestRow {
  id: string;
  date: string;
  status: ReportStatus;
}

/** The rows a step names: one by id, or a bulk attest's ids or period (and maybe one worker). */
export type AttestTarget = { id: string } | BulkVerifyInput;

/**
 * What the workflow needs of the module that owns the rows: their SQL (each statement one
 * UPDATE or DELETE that finds the row only in the status a step starts from, so two admins
 * deciding at once decide once), the answer it gives, its texts and its mails.
 */
export interface AttestStore<Row extends AttestRow, Answer> {
  /** The audit rows' `entityType`; `noun` names it in a log line. */
  entity: AuditEntity;
  noun: string;
  /** The columns a status is written as (a report's `isVerified` goes with its status). */
  statusColumns(status: ReportStatus): Partial<Row>;
  findForUpdate(tx: Tx, id: string): Promise<Row | undefined>;
  /** Writes `values` to every row `target` names whose status is `from`; those rows as written. */
  updateInStatus(tx: Tx, target: AttestTarget, from: ReportStatus, values: Partial<Row>): Promise<Row[]>;
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

/** The decisions, as the workflow offers them to a module's service and routes. */
export interface AttestWorkflow<Answer> {
  /** One row through a step of ATTEST_STEPS, with the reason the step asks for. */
  take(step: AttestStep, actor: SessionUser, id: string, reason?: string): Promise<Answer>;
  verifyMany(actor: SessionUser, target: BulkVerifyInput): Promise<number>;
  reject(actor: SessionUser, id: string, reason?: string): Promise<string>;
}

/**
 * The admin's decisions on what a worker sent (docs/product-rules.md §6, §16), one workflow for
 * reports and expenses: attest one or many, undo an attest, send back with a reason, reject.
 * Each is one transaction with its audit rows and the payroll lock held shared: a row dated in
 * an exported pay period is refused (409 'Perioden är låst för lön'), and a concurrent export
 * either ran first or waits. Mails go after the commit; one that fails is logged and the
 * decision stands.
 */
export function createAttestWorkflow<Row extends AttestRow, Answer>(db: Db, store: AttestStore<Row, Answer>, logger?: Logger): AttestWorkflow<Answer> {
  /** The row, row-locked, after the pay-period check of its date; 404 when it does not exist. */
  async function locked(tx: Tx, id: string): Promise<Row> {
    const row = await store.findForUpdate(tx, id);
    if (!row) throw notFound();
    await assertDatesUnlocked(tx, [row.date]);
    return row;
  }

  function mailAfterCommit(decision: MailedDecision, answer: Answer, reason: string): void {
    store.mail?.(decision, answer, reason).catch((error: unknown) => {
      logger?.error(`${store.noun} ${decision} mail failed`, { error: error instanceof Error ? error.message : String(error) });
    });
  }

  /**
   * One row through `step`: 'Attestera' (verify), 'Ångra attest' (unverify, the reason in the
   * audit row), 'Skicka tillbaka' (return: a `draft` with the reason, which the worker sees and
   * is mailed).
   */
  async function take(step: AttestStep, actor: SessionUser, id: string, reason?: string): Promise<Answer> {
    const { from, to, reason: asked, mailed } = stepRule(step);
    const answer = await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const values = asked?.keptIn === "row" ? { ...store.statusColumns(to), returnReason: reason } : store.statusColumns(to);
      const [after] = await store.updateInStatus(tx, { id }, from, values);
      if (!after) throw conflict(store.refusals[step]);
      await writeAudit(tx, {
        userId: actor.id,
        action: step,
        entityType: store.entity,
        entityId: id,
        // An attest keeps, as its bulk form does, the row as it was in all but what it wrote.
        before: step === "verify" ? { ...after, ...store.statusColumns(from) } : before,
        after: asked?.keptIn === "audit" ? { ...after, reason } : after,
      });
      return store.readBack(tx, id);
    });
    if (mailed && reason !== undefined) mailAfterCommit(mailed, answer, reason);
    return answer;
  }

  return {
    take,

    /**
     * Attests every submitted row the bulk attest names in one UPDATE: a concurrent bulk attest
     * waits for the rows and then finds them attested, so each is attested and audited once. A
     * locked day among them rolls the whole attest back. Answers how many.
     */
    async verifyMany(actor: SessionUser, target: BulkVerifyInput): Promise<number> {
      const { from, to } = ATTEST_STEPS.verify;
      return db.transaction(async (tx) => {
        const verified = await store.updateInStatus(tx, target, from, store.statusColumns(to));
        await assertDatesUnlocked(tx, [...new Set(verified.map((r) => r.date))]);
        await writeAudits(
          tx,
          verified.map((after) => ({
            userId: actor.id,
            action: "verify",
            entityType: store.entity,
            entityId: after.id,
            before: { ...after, ...store.statusColumns(from) },
            after,
          })),
        );
        return verified.length;
      });
    },

    /**
     * 'Neka': removes a submitted row; its last state stays in the audit trail, with the reason
     * when one is given (the after-state `{reason}`), and the worker is mailed it. Answers the id.
     */
    async reject(actor: SessionUser, id: string, reason?: string): Promise<string> {
      const rejected = await db.transaction(async (tx) => {
        await locked(tx, id);
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
