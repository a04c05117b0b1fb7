import { and, between, eq, sql } from "drizzle-orm";
import { expenses } from "../../shared/schema";
import type { DbOrTx } from "../db";

/** The week's submitted expenses of every worker: what 'Attestera vecka' for all workers attests besides the reports. */
export async function submittedExpenseCount(db: DbOrTx, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(expenses)
    .where(and(between(expenses.date, start, end), eq(expenses.status, "submitted")));
  return row?.n ?? 0;
}
