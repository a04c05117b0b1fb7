import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import type { PayLine } from "../../shared/domain";
import { expenseLines, expenses, projects, users } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { isDateLockedSql } from "../payroll";

/**
 * The week grid's ersättningar (docs/product-rules.md §16): the expenses of the page's workers,
 * read here for this one screen; every write and lookup by id stays with the expenses module.
 */

/**
 * An expense's pay lines as PostgreSQL writes them, in their stored order: numeric as its text
 * ("12.30", two decimals as stored), so nothing is rounded on the way.
 */
const linesJson = sql<PayLine[]>`(SELECT coalesce(json_agg(json_build_object(
    'code', ${expenseLines.payCode}, 'quantity', ${expenseLines.quantity}::text, 'unitPrice', ${expenseLines.unitPrice}::text,
    'amount', ${expenseLines.amount}::text, 'vat', ${expenseLines.vat}::text) ORDER BY ${expenseLines.position}), '[]'::json)
  FROM ${expenseLines} WHERE ${expenseLines.expenseId} = ${expenses.id})`;

/**
 * Every expense of `workerIds` dated `start`-`end`, of any status, with its worker, project,
 * pay-period lock and pay lines, oldest day first (then as filed): one query for the page, the
 * lines gathered by PostgreSQL per expense.
 */
export async function expensesOfWorkers(db: DbOrTx, workerIds: string[], start: string, end: string) {
  if (workerIds.length === 0) return [];
  return db
    .select({
      expense: expenses,
      worker: { id: users.id, fullName: users.fullName, email: users.email },
      project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
      // The driver may hand EXISTS back as a boolean or as 't'/'f' (embedded vs. server).
      lockedForPayroll: isDateLockedSql(expenses.date).mapWith((v: unknown) => v === true || v === "t" || v === "true"),
      lines: linesJson,
    })
    .from(expenses)
    .innerJoin(users, eq(users.id, expenses.workerId))
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .where(and(inArray(expenses.workerId, workerIds), between(expenses.date, start, end)))
    .orderBy(asc(expenses.date), asc(expenses.createdAt), asc(expenses.id));
}

export type WeekExpenseRow = Awaited<ReturnType<typeof expensesOfWorkers>>[number];

/** The week's submitted expenses of every worker: what 'Attestera vecka' for all workers attests besides the reports. */
export async function submittedExpenseCount(db: DbOrTx, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(expenses)
    .where(and(between(expenses.date, start, end), eq(expenses.status, "submitted")));
  return row?.n ?? 0;
}
