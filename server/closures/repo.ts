import { and, desc, eq } from "drizzle-orm";
import { users, weeklyClosures, type WeeklyClosureRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

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

export async function listClosuresOfWorker(db: DbOrTx, workerId: string): Promise<WeeklyClosureRow[]> {
  return db.select().from(weeklyClosures).where(eq(weeklyClosures.workerId, workerId)).orderBy(desc(weeklyClosures.year), desc(weeklyClosures.weekNumber));
}

export async function listAllClosures(db: DbOrTx) {
  const rows = await db
    .select({ closure: weeklyClosures, worker: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(weeklyClosures)
    .innerJoin(users, eq(users.id, weeklyClosures.workerId))
    .orderBy(desc(weeklyClosures.year), desc(weeklyClosures.weekNumber), users.fullName);
  return rows.map((r) => ({ ...r.closure, worker: r.worker }));
}
