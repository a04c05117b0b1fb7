import { and, eq, sql } from "drizzle-orm";
import { users, weeklyClosures, type WeeklyClosureRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { isoTimestamp, type JsonText } from "../lib/json-text";

export async function findClosure(db: DbOrTx, workerId: string, year: number, weekNumber: number): Promise<WeeklyClosureRow | undefined> {
  const rows = await db
    .select()
    .from(weeklyClosures)
    .where(and(eq(weeklyClosures.workerId, workerId), eq(weeklyClosures.year, year), eq(weeklyClosures.weekNumber, weekNumber)));
  return rows[0];
}

/** Inserts unless the week is already closed; undefined means it was. Safe under concurrency. */
export async function insertClosureIfAbsent(db: DbOrTx, workerId: string, year: number, weekNumber: number): Promise<WeeklyClosureRow | undefined> {
  const rows = await db.insert(weeklyClosures).values({ workerId, year, weekNumber }).onConflictDoNothing().returning();
  return rows[0];
}

/**
 * A worker's closures, newest week first, as the API's JSON array (`WeeklyClosure[]`, the keys
 * and formats of `presentClosure`), made by PostgreSQL in one row.
 */
export async function closuresOfWorkerJson(db: DbOrTx, workerId: string): Promise<JsonText> {
  const result = await db.execute<{ json: JsonText }>(sql`
    SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY r.year DESC, r."weekNumber" DESC), '') || ']' AS json
    FROM (SELECT ${weeklyClosures.id} AS "id", ${weeklyClosures.workerId} AS "workerId", ${weeklyClosures.year} AS "year",
            ${weeklyClosures.weekNumber} AS "weekNumber", ${isoTimestamp(weeklyClosures.closedAt)} AS "closedAt"
          FROM ${weeklyClosures} WHERE ${weeklyClosures.workerId} = ${workerId}) r`);
  return result.rows[0]?.json ?? ("[]" as JsonText);
}

interface ClosurePageRow extends Record<string, unknown> {
  id: string;
  worker_id: string;
  year: number;
  week_number: number;
  closed_at: Date | string;
  full_name: string;
  email: string;
}

/**
 * One page of every worker's closures with the worker: newest week first, then by name. The
 * week the page starts in is found on the (year, week_number) index alone, so a deep page
 * skips its offset in the index and joins and sorts only the rows of the weeks it shows.
 */
export async function pageOfClosures(db: DbOrTx, limit: number, offset: number) {
  const result = await db.execute<ClosurePageRow>(sql`
    WITH first AS (
      SELECT year, week_number FROM ${weeklyClosures} ORDER BY year DESC, week_number DESC OFFSET ${offset} LIMIT 1
    )
    SELECT c.id, c.worker_id, c.year, c.week_number, c.closed_at, u.full_name, u.email
    FROM ${weeklyClosures} c JOIN ${users} u ON u.id = c.worker_id
    WHERE (c.year, c.week_number) <= ((SELECT year FROM first), (SELECT week_number FROM first))
    ORDER BY c.year DESC, c.week_number DESC, u.full_name, c.id
    OFFSET ${offset} - (SELECT count(*) FROM ${weeklyClosures} c
      WHERE (c.year, c.week_number) > ((SELECT year FROM first), (SELECT week_number FROM first)))
    LIMIT ${limit}`);
  return result.rows.map((r) => ({
    id: r.id,
    workerId: r.worker_id,
    year: Number(r.year),
    weekNumber: Number(r.week_number),
    closedAt: new Date(r.closed_at),
    worker: { id: r.worker_id, fullName: r.full_name, email: r.email },
  }));
}

/**
 * How many closures there are: exact up to `exactMax` (counted over a LIMIT, never a scan),
 * above it the planner's estimate.
 */
export async function countClosures(db: DbOrTx, exactMax: number): Promise<{ total: number; estimated: boolean }> {
  const counted = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${weeklyClosures} LIMIT ${exactMax + 1}) s`);
  const n = Number(counted.rows[0]?.n ?? 0);
  if (n <= exactMax) return { total: n, estimated: false };
  const plan = await db.execute<{ "QUERY PLAN": unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${weeklyClosures}`);
  return { total: Math.max(planRows(plan.rows[0]?.["QUERY PLAN"]), exactMax + 1), estimated: true };
}

/** "Plan Rows" of EXPLAIN (FORMAT JSON), which a driver hands back as JSON text or parsed. */
function planRows(explained: unknown): number {
  const parsed: unknown = typeof explained === "string" ? JSON.parse(explained) : explained;
  const rows = Array.isArray(parsed) ? (parsed[0] as { Plan?: { "Plan Rows"?: unknown } } | undefined)?.Plan?.["Plan Rows"] : undefined;
  return typeof rows === "number" ? Math.round(rows) : 0;
}
