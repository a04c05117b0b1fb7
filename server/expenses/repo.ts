import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { returnedSql, type PayLine } from "../../shared/domain";
import { expenseLines, expenses, projects, users, type ExpenseRow, type NewExpenseRow } from "../../shared/schema";
import type { ExpenseListQuery } from "../../shared/validation/expenses";
import type { BulkVerifyInput } from "../../shared/validation/report-decisions";
import type { DbOrTx } from "../db";
import { isDateLockedSql } from "../payroll";
import type { ReportCursor } from "../time-reports";

/** An expense with its worker, project, pay-period lock and pay lines, as every expense answer shows it. */
export interface ExpenseWithRefs extends ExpenseRow {
  worker: { id: string; fullName: string; email: string };
  project: { id: string; projectNumber: string; title: string } | null;
  lockedForPayroll: boolean;
  lines: PayLine[];
  /** created_at to the microsecond in UTC: the list's cursor. */
  createdAtKey: string;
}

const selection = {
  expense: expenses,
  worker: { id: users.id, fullName: users.fullName, email: users.email },
  project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
  // The driver may hand EXISTS back as a boolean or as 't'/'f' (embedded vs. server).
  lockedForPayroll: isDateLockedSql(expenses.date).mapWith((v: unknown) => v === true || v === "t" || v === "true"),
  createdAtKey: sql<string>`to_char(${expenses.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

const newestFirst = [desc(expenses.date), desc(expenses.createdAt), desc(expenses.id)];

/** The expenses matching `where` with their refs and lines, newest first. */
async function withRefs(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<ExpenseWithRefs[]> {
  const query = db
    .select(selection)
    .from(expenses)
    .innerJoin(users, eq(users.id, expenses.workerId))
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .where(where)
    .orderBy(...newestFirst);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const lines = await linesOf(
    db,
    rows.map((r) => r.expense.id),
  );
  return rows.map((r) => ({
    ...r.expense,
    worker: r.worker,
    project: r.project?.id ? r.project : null,
    lockedForPayroll: r.lockedForPayroll,
    createdAtKey: r.createdAtKey,
    lines: lines.get(r.expense.id) ?? [],
  }));
}

/** The pay lines of each expense in `ids`, in their stored order. */
async function linesOf(db: DbOrTx, ids: string[]): Promise<Map<string, PayLine[]>> {
  const byExpense = new Map<string, PayLine[]>();
  if (ids.length === 0) return byExpense;
  const rows = await db
    .select()
    .from(expenseLines)
    .where(inArray(expenseLines.expenseId, ids))
    .orderBy(asc(expenseLines.expenseId), asc(expenseLines.position));
  for (const row of rows) {
    const list = byExpense.get(row.expenseId) ?? [];
    list.push({ code: row.payCode, quantity: row.quantity, unitPrice: row.unitPrice, amount: row.amount, vat: row.vat });
    byExpense.set(row.expenseId, list);
  }
  return byExpense;
}

export async function findExpenseWithRefs(db: DbOrTx, id: string): Promise<ExpenseWithRefs | undefined> {
  const [found] = await withRefs(db, eq(expenses.id, id));
  return found;
}

/** The list's filters as one condition; `returned` is isReturned (docs/product-rules.md §6). */
function listWhere(query: ExpenseListQuery): SQL | undefined {
  return and(
    query.workerId ? eq(expenses.workerId, query.workerId) : undefined,
    query.kind ? eq(expenses.kind, query.kind) : undefined,
    query.status ? eq(expenses.status, query.status) : undefined,
    query.startDate ? gte(expenses.date, query.startDate) : undefined,
    query.endDate ? lte(expenses.date, query.endDate) : undefined,
    query.returned ? sql.raw(returnedSql(`"expenses"."status"`, `"expenses"."return_reason"`)) : undefined,
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
  after: ReportCursor | undefined,
): Promise<{ rows: ExpenseWithRefs[]; next: ReportCursor | null }> {
  const where = and(
    listWhere(query),
    after
      ? sql`(${expenses.date}, ${expenses.createdAt}, ${expenses.id}) < (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
  const rows = await withRefs(db, where, query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  const next = rows.length > query.limit && last ? { date: last.date, createdAt: last.createdAtKey, id: last.id } : null;
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

export async function updateExpenseRow(tx: DbOrTx, id: string, values: Partial<NewExpenseRow>): Promise<ExpenseRow | undefined> {
  const rows = await tx
    .update(expenses)
    .set({ ...values, updatedAt: sql`now()` })
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
  return (await linesOf(db, [id])).get(id) ?? [];
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
 * submitted → verified in one UPDATE of the rows named by `where`: of two concurrent verifies
 * only one gets each row, so each expense is verified (and audited) once.
 */
function verifyWhere(tx: DbOrTx, where: SQL | undefined): Promise<ExpenseRow[]> {
  return tx
    .update(expenses)
    .set({ status: "verified", updatedAt: sql`now()` })
    .where(and(where, eq(expenses.status, "submitted")))
    .returning();
}

export async function verifySubmitted(tx: DbOrTx, id: string): Promise<ExpenseRow | undefined> {
  const [row] = await verifyWhere(tx, eq(expenses.id, id));
  return row;
}

/** Every submitted expense the bulk attest names, by ids or by a period (and maybe one worker). */
export function verifyAllSubmitted(tx: DbOrTx, target: BulkVerifyInput): Promise<ExpenseRow[]> {
  return verifyWhere(
    tx,
    and(
      target.ids && target.ids.length > 0 ? inArray(expenses.id, target.ids) : undefined,
      target.startDate ? gte(expenses.date, target.startDate) : undefined,
      target.endDate ? lte(expenses.date, target.endDate) : undefined,
      target.workerId ? eq(expenses.workerId, target.workerId) : undefined,
    ),
  );
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
