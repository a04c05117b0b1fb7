import type { DbOrTx } from "../db";
import { notFound } from "../lib/errors";
import { findExpenseWithRefs, type ExpenseWithRefs } from "./repo";

/**
 * The answer of a write: the expense as this transaction wrote it, read with its own handle
 * before the commit, so that a reject that came in between cannot turn it into a 404.
 */
export async function readBack(db: DbOrTx, id: string): Promise<ExpenseWithRefs> {
  const expense = await findExpenseWithRefs(db, id);
  if (!expense) throw notFound();
  return expense;
}
