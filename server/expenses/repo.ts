import { and, asc, between, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../shared/i18n/locales";
import { returnedSql, type PayLine } from "../../shared/domain";
import { expenseLines, expenses, projects, users, type ExpenseRow, type NewExpenseRow } from "../../shared/schema";
import type { ExpenseListQuery } from "../../shared/validation/expenses";
import { attestRowsSql, attestSet, type AttestState, type AttestTarget, type AttestValues } from "../attest";
import type { PersonRef } from "../../shared/types";
import type { DbOrTx } from "../db";
import { isDateLockedSql } from "../payroll";
import { approvalCondition } from "../lib/approval-filter";
import { afterCursorSql, cursorCreatedAtSql, pageAndNext, type ListCursor } from "../lib/cursor";

/** An expense with its worker, project, pay-period lock and pay lines, as every expense answer shows it. */
export interface ExpenseWithRefs extends ExpenseRow {
  worker: { id: string; fullName: string; email: string; locale: Locale };
  project: { id: string; projectNumber: string; title: string } | null;
  lockedForPayroll: boolean;
  lines: PayLine[];
  /** Who approved it (docs/product-rules.md §18); null when not approved (or the account is gone). */
  approver: PersonRef | null;
  /** created_at to the microsecond in UTC: the list's cursor. */
  createdAtKey: string;
}

/**
 * An expense's pay lines as PostgreSQL writes them, in their stored order: numeric as its text
 * ("12.30", two decimals as stored), so nothing is rounded on the way. Gathered per expense in
 * the query that reads it.
 */
const linesJson = sql<PayLine[]>`(SELECT coalesce(json_agg(json_build_object(
    'code', ${expenseLines.payCode}, 'quantity', ${expenseLines.quantity}::text, 'unitPrice', ${expenseLines.unitPrice}::text,
    'amount', ${expenseLines.amount}::text, 'vat', ${expenseLines.vat}::text) ORDER BY ${expenseLines.position}), '[]'::json)
  FROM ${expenseLines} WHERE ${expenseLines.expenseId} = ${expenses.id})`;

const selection = {
  expense: expenses,
  worker: { id: users.id, fullName: users.fullName, email: users.email, locale: users.locale },
  project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
  // The driver may hand EXISTS back as a boolean or as 't'/'f' (embedded vs. server).
  lockedForPayroll: isDateLockedSql(expenses.date).mapWith((v: unknown) => v === true || v === "t" || v === "true"),
  createdAtKey: cursorCreatedAtSql(expenses.createdAt),
  lines: linesJson,
  // Read by id: the joins' `users` is the worker.
  approver: sql<PersonRef | null>`(SELECT json_build_object('id', ap.id, 'fullName', ap.full_name) FROM users ap WHERE ap.id = ${expenses.approvedBy})`,
};

const newestFirst = [desc(expenses.date), desc(expenses.createdAt), desc(expenses.id)];
const oldestFirst = [asc(expenses.date), asc(expenses.createdAt), asc(expenses.id)];

/** The expenses matching `where` with their refs and lines, in one query, newest first unless asked otherwise. */
async function withRefs(db: DbOrTx, where: SQL | undefined, options: { limit?: number; oldestFirst?: boolean } = {}): Promise<ExpenseWithRefs[]> {
  const query = db
    .select(selection)
    .from(expenses)
    .innerJoin(users, eq(users.id, expenses.workerId))
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .where(where)
    .orderBy(...(options.oldestFirst ? oldestFirst : newestFirst));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map((r) => ({
    ...r.expense,
    worker: r.worker,
    project: r.project?.id ? r.project : null,
    lockedForPayroll: r.lockedForPayroll,
    createdAtKey: r.createdAtKey,
    lines: r.lines,
    approver: r.approver,
  }));
}

/**
 * Every expense of `workerIds` dated `start`-`end`, of any status, oldest day first (then as
 * filed): the admin's week grid's ersättningar (docs/product-rules.md §16), in one query.
 */
export function expensesOfWorkers(db: DbOrTx, workerIds: string[], start: string, end: string): Promise<ExpenseWithRefs[]> {
  if (workerIds.length === 0) return Promise.resolve([]);
  return withRefs(db, and(inArray(expenses.workerId, workerIds), between(expenses.date, start, end)), { oldestFirst: true });
}

export async function findExpenseWithRefs(db: DbOrTx, id: string): Promise<ExpenseWithRefs | undefined> {
  const [found] = await withRefs(db, eq(expenses.id, id));
  return found;
}

/** The list's filters as one condition; `returned` is isReturned (docs/product-rules.md §6), `approval` §18. */
function listWhere(query: ExpenseListQuery): SQL | undefined {
  return and(
    query.workerId ? eq(expenses.workerId, query.workerId) : undefined,
    query.kind ? eq(expenses.kind, query.kind) : undefined,
    query.status ? eq(expenses.status, query.status) : undefined,
    query.startDate ? gte(expenses.date, query.startDate) : undefined,
    query.endDate ? lte(expenses.date, query.endDate) : undefined,
    query.returned ? sql.raw(returnedSql(`"expenses"."status"`, `"expenses"."return_reason"`)) : undefined,
    approvalCondition(query.approval, expenses),
  );
}

/** Every expense the filters match, newest first: the sent-back ones, which no page may hide. */
export function listAllExpenses(db: DbOrTx, query: ExpenseListQuery): Promise<ExpenseWithRefs[]> {
  return withRefs(db, listWhere(query));
}

/**
 * One page of the list, newest first (date, then filing, then id), after `after` when given;
 * one row more than the page is read to know whether another page follows.
 */
export async function listExpensePage(
  db: DbOrTx,
  query: ExpenseListQuery,
  after: ListCursor | undefined,
): Promise<{ rows: ExpenseWithRefs[]; next: ListCursor | null }> {
  const rows = await withRefs(db, and(listWhere(query), after ? afterCursorSql(expenses, after) : undefined), { limit: query.limit + 1 });
  const { shown, next } = pageAndNext(rows, query.limit, (e) => ({ date: e.date, createdAt: e.createdAtKey, id: e.id }));
  return { rows: shown, next };
}

export async function findExpenseForUpdate(tx: DbOrTx, id: string): Promise<ExpenseRow | undefined> {
  const rows = await tx.select().from(expenses).where(eq(expenses.id, id)).for("update");
  return rows[0];
}

export async function insertExpense(tx: DbOrTx, values: NewExpenseRow): Promise<ExpenseRow> {
  const [row] = await tx.insert(expenses).values(values).returning();
  if (!row) throw new Error("insert expenses returned no row");
  return row;
}

/** A change of the expense's content: its `updatedAt` moves at least a millisecond, as a report's (docs/product-rules.md §18). */
export async function updateExpenseRow(tx: DbOrTx, id: string, values: Partial<NewExpenseRow>): Promise<ExpenseRow | undefined> {
  const rows = await tx
    .update(expenses)
    .set({ ...values, updatedAt: sql`greatest(now(), ${expenses.updatedAt} + interval '1 millisecond')` })
    .where(eq(expenses.id, id))
    .returning();
  return rows[0];
}

/** Replaces the expense's pay lines with `lines`, in their order. */
export async function replaceLines(tx: DbOrTx, expenseId: string, lines: PayLine[]): Promise<void> {
  await tx.delete(expenseLines).where(eq(expenseLines.expenseId, expenseId));
  if (lines.length === 0) return;
  await tx
    .insert(expenseLines)
    .values(lines.map((l, position) => ({ expenseId, position, payCode: l.code, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, vat: l.vat })));
}

/** The stored pay lines of one expense, for its audit rows. */
export async function linesOfExpense(db: DbOrTx, id: string): Promise<PayLine[]> {
  const [row] = await db.select({ lines: linesJson }).from(expenses).where(eq(expenses.id, id));
  return row?.lines ?? [];
}

/** Removes the expense (its lines go with it) when its status is one of `statuses`; the row as it was. */
export async function deleteExpenseIn(tx: DbOrTx, id: string, statuses: ExpenseRow["status"][]): Promise<ExpenseRow | undefined> {
  const rows = await tx
    .delete(expenses)
    .where(and(eq(expenses.id, id), inArray(expenses.status, statuses)))
    .returning();
  return rows[0];
}

/**
 * Writes `values` to every expense `target` names that is in `state`, in one UPDATE: of two
 * concurrent decisions only one finds each expense in that state, so each is decided (and
 * audited) once. The expenses as written.
 */
export function updateInStatus(tx: DbOrTx, target: AttestTarget, state: AttestState, values: AttestValues<ExpenseRow>): Promise<ExpenseRow[]> {
  return tx
    .update(expenses)
    .set(attestSet(values))
    .where(attestRowsSql(expenses, target, state))
    .returning();
}

/** How many expenses `target` names are in `state`. */
export async function countInStatus(tx: DbOrTx, target: AttestTarget, state: AttestState): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(expenses)
    .where(attestRowsSql(expenses, target, state));
  return Number(row?.n ?? 0);
}

/** The expenses of `ids` that exist, locked, in id order. */
export function findExpensesForUpdate(tx: DbOrTx, ids: string[]): Promise<ExpenseRow[]> {
  return tx.select().from(expenses).where(inArray(expenses.id, ids)).orderBy(expenses.id).for("update");
}

/** The expense `workerId` filed with `clientId`, if any (docs/product-rules.md §12). */
export async function findExpenseIdByClientId(tx: DbOrTx, workerId: string, clientId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.workerId, workerId), eq(expenses.clientId, clientId)));
  return rows[0]?.id;
}

/** Serialises two sends of one queued expense, so the second finds the first. */
export async function lockClientId(tx: DbOrTx, workerId: string, clientId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`expense-client:${workerId}:${clientId}`}))`);
}

/** The expenses matching `where` with their refs and lines, oldest day first: the arbetsledare's queue (docs/product-rules.md §18). */
export function expensesWhere(db: DbOrTx, where: SQL | undefined): Promise<ExpenseWithRefs[]> {
  return withRefs(db, where, { oldestFirst: true });
}
