import type { ExpenseRow } from "../../shared/schema";
import type { Mailer } from "../auth";
import type { DbOrTx, Tx } from "../db";
import { notFound } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { assertDatesUnlocked } from "../payroll";
import { findExpenseForUpdate, findExpenseWithRefs, type ExpenseWithRefs } from "./repo";

export interface ExpenseServiceDeps {
  /** Mails the worker when an expense is sent back, or rejected with a reason; without it no mail is sent. */
  mailer?: Mailer;
  logger?: Logger;
}

/**
 * The answer of a write: the expense as this transaction wrote it, read with its own handle
 * before the commit, so that a reject that came in between cannot turn it into a 404.
 */
export async function readBack(db: DbOrTx, id: string): Promise<ExpenseWithRefs> {
  const expense = await findExpenseWithRefs(db, id);
  if (!expense) throw notFound();
  return expense;
}

/** The expense row-locked, after the pay-period check of its date; 404 when it does not exist. */
export async function lockedExpense(tx: Tx, id: string): Promise<ExpenseRow> {
  const expense = await findExpenseForUpdate(tx, id);
  if (!expense) throw notFound();
  await assertDatesUnlocked(tx, [expense.date]);
  return expense;
}

/**
 * Mails the worker an admin's decision with its reason, after the commit and not awaited: a
 * mail that fails is logged, the decision stands (as a report's, docs/product-rules.md §6).
 */
export function mailDecision(deps: ExpenseServiceDeps, decision: "returned" | "rejected", expense: ExpenseWithRefs, reason: string): void {
  if (!deps.mailer) return;
  const to = { email: expense.worker.email, fullName: expense.worker.fullName };
  const what = { kind: expense.kind, date: expense.date, reason };
  const sent = decision === "returned" ? deps.mailer.sendExpenseReturned(to, what) : deps.mailer.sendExpenseRejected(to, what);
  sent.catch((error: unknown) => {
    deps.logger?.error(`expense ${decision} mail failed`, { error: error instanceof Error ? error.message : String(error) });
  });
}
