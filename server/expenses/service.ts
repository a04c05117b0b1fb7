import { type ExpenseBody, type ExpenseListQuery } from "../../shared/validation/expenses";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, fieldError, notFound, problem } from "../lib/errors";
import { assertDatesUnlocked, assertNewDateUnlocked, expenseRateSettings } from "../payroll";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { auditHistory, createAttestWorkflow, mayAttest } from "../attest";
import type { Mailer } from "../auth";
import type { Logger } from "../lib/logger";
import { expenseAttestStore } from "./attest-store";
import { assertMayFile, assertMayReadExpenseHistory, expenseListWorker, isOwnExpense, maySeeExpense } from "./policies";
import { checkExpense, countExpense } from "./checks";
import { rejectedExpensesOf } from "./history-repo";
import { readBack } from "./read-back";
import {
  deleteExpenseIn,
  findExpenseForUpdate,
  findExpenseIdByClientId,
  findExpenseWithRefs,
  insertExpense,
  linesOfExpense,
  listAllExpenses,
  listExpensePage,
  lockClientId,
  replaceLines,
  updateExpenseRow,
  type ExpenseWithRefs,
} from "./repo";

export interface ExpenseServiceDeps {
  /** Mails the worker when an expense is sent back, or rejected with a reason; without it no mail is sent. */
  mailer?: Mailer;
  logger?: Logger;
}

/**
 * Ersättningar (docs/product-rules.md §16): a worker files, changes and withdraws its own; an
 * admin reads all, attests, sends back, undoes an attest and rejects. Every change is one
 * transaction with its audit row (`entityType` `expense`) and the payroll lock held shared, so a
 * change never lands in a pay period exported meanwhile (409 'Perioden är låst för lön').
 */
export function createExpenseService(db: Db, deps: ExpenseServiceDeps = {}) {
  const attest = createAttestWorkflow(db, expenseAttestStore(deps.mailer), deps.logger);
  return {
    /**
     * One page, newest first. A worker sees its own only; asking for another's is a 403, as the
     * report list answers. `returned`: every one sent back and not sent again, never a page, so
     * none hides (docs/product-rules.md §6, §16); an admin's are everyone's, or `workerId`'s.
     */
    async list(actor: SessionUser, query: ExpenseListQuery): Promise<{ rows: ExpenseWithRefs[]; nextCursor: string | null }> {
      query = { ...query, workerId: expenseListWorker(actor, query.workerId) };
      if (query.returned) return { rows: await listAllExpenses(db, query), nextCursor: null };
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const { rows, next } = await listExpensePage(db, query, after);
      return { rows, nextCursor: next ? encodeCursor(next) : null };
    },

    /**
     * Who filed, changed, approved, attested, sent back or rejected an expense, and when, with the
     * expense before and after; newest first. An admin's, and an arbetsledare's of the expense's
     * project (403 for anyone else), as a report's history.
     */
    async history(actor: SessionUser, id: string) {
      await assertMayReadExpenseHistory(db, actor, await findExpenseWithRefs(db, id));
      return auditHistory(db, "expense", id);
    },

    /** Another worker's expense is a 404, as a report is. */
    async get(actor: SessionUser, id: string): Promise<ExpenseWithRefs> {
      const expense = await findExpenseWithRefs(db, id);
      if (!expense || !maySeeExpense(actor, expense)) throw notFound();
      return expense;
    },

    /**
     * A new expense, counted with today's rates; with a `clientId` this worker already used,
     * the expense filed with it (`created: false`): a queued expense sent again after a lost
     * answer is never doubled (docs/product-rules.md §12).
     */
    async create(actor: SessionUser, body: ExpenseBody): Promise<{ expense: ExpenseWithRefs; created: boolean }> {
      assertMayFile(actor);
      return db.transaction(async (tx) => {
        if (body.clientId) {
          await lockClientId(tx, actor.id, body.clientId);
          const existing = await findExpenseIdByClientId(tx, actor.id, body.clientId);
          if (existing) return { expense: await readBack(tx, existing), created: false };
        }
        const counted = countExpense(body, await expenseRateSettings(tx));
        await assertNewDateUnlocked(tx, counted.columns.date);
        await checkExpense(tx, actor.id, counted);
        const row = await insertExpense(tx, { ...counted.columns, workerId: actor.id, status: "submitted", clientId: body.clientId ?? null });
        await replaceLines(tx, row.id, counted.lines);
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "expense", entityId: row.id, after: { ...row, lines: counted.lines } });
        return { expense: await readBack(tx, row.id), created: true };
      });
    },

    /**
     * The worker's own submitted or returned expense, the whole body of its kind: it is
     * submitted again with the reason cleared, and recounted with today's rates. Another's is a
     * 404; an attested one 409; another kind 400 (remove it and file a new one).
     */
    async update(actor: SessionUser, id: string, body: ExpenseBody): Promise<ExpenseWithRefs> {
      assertMayFile(actor);
      return db.transaction(async (tx) => {
        const before = await findExpenseForUpdate(tx, id);
        if (!before || !isOwnExpense(actor, before)) throw notFound();
        // Both days, as a report: an expense may neither leave nor enter a locked pay period.
        await assertDatesUnlocked(tx, [before.date]);
        if (before.status === "verified") throw conflict(problem("expense.verified-locked"));
        if (body.kind !== before.kind) throw fieldError("kind", problem("expense.kind-fixed"));
        const counted = countExpense(body, await expenseRateSettings(tx));
        await assertNewDateUnlocked(tx, counted.columns.date);
        await checkExpense(tx, actor.id, counted, before);
        const linesBefore = await linesOfExpense(tx, id);
        // A change clears the approval: the arbetsledare approves what it now is (docs/product-rules.md §18).
        const after = await updateExpenseRow(tx, id, { ...counted.columns, status: "submitted", returnReason: null, approvedAt: null, approvedBy: null });
        if (!after) throw notFound();
        await replaceLines(tx, id, counted.lines);
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entityType: "expense",
          entityId: id,
          before: { ...before, lines: linesBefore },
          after: { ...after, lines: counted.lines },
        });
        return readBack(tx, id);
      });
    },

    /**
     * DELETE: an admin rejects a submitted expense, with an optional reason the worker is mailed
     * (the attest workflow); the worker withdraws its own submitted or returned one. Either way
     * the row is removed and its last state, lines included, stays in the audit row.
     */
    async remove(actor: SessionUser, id: string, reason?: string): Promise<string> {
      if (mayAttest(actor)) return attest.reject(actor, id, reason);
      await db.transaction(async (tx) => {
        const expense = await findExpenseForUpdate(tx, id);
        if (!expense || !isOwnExpense(actor, expense)) throw notFound();
        await assertDatesUnlocked(tx, [expense.date]);
        const lines = await linesOfExpense(tx, id);
        const before = await deleteExpenseIn(tx, id, ["submitted", "draft"]);
        if (!before) throw conflict(problem("expense.verified-locked"));
        await writeAudit(tx, { userId: actor.id, action: "withdraw", entityType: "expense", entityId: id, before: { ...before, lines } });
      });
      return id;
    },

    /** 'Nekade ersättningar': the actor's own expenses rejected in the last 30 days (docs/product-rules.md §6a, §16). */
    rejected: (actor: SessionUser) => rejectedExpensesOf(db, actor.id),

    /**
     * The payroll settings, whose rates the phone counts with (GET /api/settings/expense-rates):
     * 409 naming a rate that cannot be read, as the expense itself would get, never the default's kronor.
     */
    rates: () => expenseRateSettings(db),

    /** The decisions: approve one or many and undo it, attest one or many and undo it, send back (server/attest). */
    take: attest.take,
    verifyMany: attest.verifyMany,
    approveMany: attest.approveMany,
  };
}
export type ExpenseService = ReturnType<typeof createExpenseService>;
export type RejectedExpenseRow = Awaited<ReturnType<ExpenseService["rejected"]>>[number];
