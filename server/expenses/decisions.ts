import type { BulkVerifyInput } from "../../shared/validation/report-decisions";
import { EXPENSE_MSG } from "../../shared/validation/expenses";
import type { Db } from "../db";
import { writeAudit, writeAudits } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict } from "../lib/errors";
import { assertDatesUnlocked } from "../payroll";
import { lockedExpense, mailDecision, readBack, type ExpenseServiceDeps } from "./access";
import { updateExpenseRow, verifyAllSubmitted, verifySubmitted, type ExpenseWithRefs } from "./repo";

/**
 * The admin's decisions on an expense, as on a report (docs/product-rules.md §6, §16): attest one
 * or many, send back with a reason, undo an attest with a reason. Each holds the payroll lock
 * shared and refuses an expense dated in an exported period.
 */
export function createDecisionActions(db: Db, deps: ExpenseServiceDeps) {
  return {
    async verify(actor: SessionUser, id: string): Promise<ExpenseWithRefs> {
      return db.transaction(async (tx) => {
        await lockedExpense(tx, id);
        const after = await verifySubmitted(tx, id);
        if (!after) throw conflict(EXPENSE_MSG.onlySubmittedVerify);
        await writeAudit(tx, { userId: actor.id, action: "verify", entityType: "expense", entityId: id, before: { ...after, status: "submitted" }, after });
        return readBack(tx, id);
      });
    },

    /**
     * Attests every submitted expense named by ids or by a period in one UPDATE: a concurrent
     * bulk attest waits for the rows and then finds them attested, so each expense is attested
     * and audited once. A locked day among them rolls the whole attest back.
     */
    async verifyMany(actor: SessionUser, target: BulkVerifyInput): Promise<number> {
      return db.transaction(async (tx) => {
        const verified = await verifyAllSubmitted(tx, target);
        await assertDatesUnlocked(tx, [...new Set(verified.map((e) => e.date))]);
        await writeAudits(
          tx,
          verified.map((after) => ({
            userId: actor.id,
            action: "verify",
            entityType: "expense" as const,
            entityId: after.id,
            before: { ...after, status: "submitted" },
            after,
          })),
        );
        return verified.length;
      });
    },

    /** A submitted expense back to its worker as a `draft` with the reason, mailed to the worker. */
    async returnExpense(actor: SessionUser, id: string, reason: string): Promise<ExpenseWithRefs> {
      const expense = await db.transaction(async (tx) => {
        const before = await lockedExpense(tx, id);
        if (before.status !== "submitted") throw conflict(EXPENSE_MSG.onlySubmittedReturn);
        const after = await updateExpenseRow(tx, id, { status: "draft", returnReason: reason });
        await writeAudit(tx, { userId: actor.id, action: "return", entityType: "expense", entityId: id, before, after });
        return readBack(tx, id);
      });
      mailDecision(deps, "returned", expense, reason);
      return expense;
    },

    /** 'Ångra attest': verified → submitted, the reason in the audit row. */
    async unverify(actor: SessionUser, id: string, reason: string): Promise<ExpenseWithRefs> {
      return db.transaction(async (tx) => {
        const before = await lockedExpense(tx, id);
        if (before.status !== "verified") throw conflict(EXPENSE_MSG.onlyVerifiedUnverify);
        const after = await updateExpenseRow(tx, id, { status: "submitted" });
        await writeAudit(tx, { userId: actor.id, action: "unverify", entityType: "expense", entityId: id, before, after: { ...after, reason } });
        return readBack(tx, id);
      });
    },
  };
}
