import { and, eq, gt, ne, sql } from "drizzle-orm";
import { sessions, users, type NewUserRow, type UserRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows[0];
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert users returned no row");
  return row;
}

export async function updateUserRow(db: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** The full name alone, for a file name: no other column leaves the database. */
export async function findUserFullName(db: DbOrTx, id: string): Promise<string | undefined> {
  const rows = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
  return rows[0]?.fullName;
}

export async function hasRole(db: DbOrTx, id: string, role: UserRow["role"]): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)));
  return rows.length > 0;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  return rows[0]?.n ?? 0;
}

/** Ends a user's sessions, except `keepSid` (the session making the change). */
export async function deleteSessionsOfUser(db: DbOrTx, userId: string, keepSid?: string): Promise<void> {
  const owner = sql`${sessions.sess}->'passport'->>'user'`;
  await db.delete(sessions).where(keepSid ? and(sql`${owner} = ${userId}`, ne(sessions.sid, keepSid)) : sql`${owner} = ${userId}`);
}

export async function listUsers(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.fullName);
}

export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Whether anything refers to the user that must be kept: reports, expenses (docs/product-rules.md
 * §16), closures, customer projects, and the personalliggare's entries (as the person or as the
 * one who recorded them) and event log, which the law keeps and the database never lets go
 * (docs/product-rules.md §15).
 */
export async function userHasHistory(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM time_reports WHERE worker_id = ${id})
        OR EXISTS (SELECT 1 FROM expenses WHERE worker_id = ${id})
        OR EXISTS (SELECT 1 FROM weekly_closures WHERE worker_id = ${id})
        OR EXISTS (SELECT 1 FROM projects WHERE customer_id = ${id})
        OR EXISTS (SELECT 1 FROM ledger_entries WHERE user_id = ${id})
        OR EXISTS (SELECT 1 FROM ledger_entries WHERE recorded_by = ${id})
        OR EXISTS (SELECT 1 FROM ledger_events WHERE actor_id = ${id}) AS used`);
  return Boolean(result.rows[0]?.used);
}

/** Takes a row lock on every active admin, so two removals cannot both pass the last-admin check. */
export async function lockActiveAdmins(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .for("update");
  return rows.length;
}

export async function storeResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(users).set({ resetToken: tokenHash, resetTokenExpiry: expiresAt }).where(eq(users.id, userId));
}

/**
 * Sets the new password and clears the token in one statement, so a token works once
 * even when two resets race; a token that expired by `now` (the clock its expiry was counted
 * from) does nothing.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ password: passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: sql`now()` })
    .where(and(eq(users.resetToken, tokenHash), gt(users.resetTokenExpiry, now), eq(users.active, true)))
    .returning();
  return rows[0];
}

/** Whether a user already has this anställningsnummer (an invitation checks before it is sent). */
export async function employeeNumberInUse(db: DbOrTx, employeeNumber: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.employeeNumber, employeeNumber));
  return rows.length > 0;
}
