/**
 * Who may do what with ersättningar (docs/product-rules.md §2, §16), as with reports: the one
 * place the module's routes and services ask. The admin's decisions (attest, undo, send back,
 * reject) are the attest workflow's, and so is who may take them (server/attest/policies.ts).
 */
import type { ExpenseRow } from "../../shared/schema";
import { mayApproveIn } from "../attest";
import type { DbOrTx } from "../db";
import { isSelfOrAdmin, listedWorker, requireStaff, type SessionUser } from "../lib/auth-guards";
import { forbidden, problem } from "../lib/errors";

/** Every expense endpoint, and the rates the phone counts with: workers and admins, never a customer. */
export const requireExpenseUser = requireStaff;

/** Only a worker files and changes an expense; an admin files none of its own (403). */
export function assertMayFile(actor: SessionUser): void {
  if (actor.role !== "worker") throw forbidden(problem("expense.admins-do-not-file"));
}

/** Whose expenses a list shows: a worker's own (asking for another's is a 403); an admin's `workerId`, or everyone's. */
export const expenseListWorker = listedWorker;

/** Whether `actor` may read an expense: its own worker, or an admin; anyone else is answered 404. */
export const maySeeExpense = (actor: SessionUser, expense: Pick<ExpenseRow, "workerId">): boolean => isSelfOrAdmin(actor, expense.workerId);

/** Whether `actor` may change or withdraw an expense: its own worker only (404 otherwise). */
export const isOwnExpense = (actor: SessionUser, expense: Pick<ExpenseRow, "workerId">): boolean => expense.workerId === actor.id;

/**
 * Whether `actor` may read an expense's history: an admin, or an arbetsledare of its project, who
 * sees there what changed after its approval (docs/product-rules.md §18). Anyone else: 403.
 */
export async function assertMayReadExpenseHistory(db: DbOrTx, actor: SessionUser, expense: Pick<ExpenseRow, "projectId"> | undefined): Promise<void> {
  if (actor.role === "admin") return;
  if (!expense || !(await mayApproveIn(db, actor, expense.projectId))) throw forbidden();
}
