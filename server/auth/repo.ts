import { and, eq, gt, sql } from "drizzle-orm";
import { users, type UserRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function storeResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(users).set({ resetToken: tokenHash, resetTokenExpiry: expiresAt }).where(eq(users.id, userId));
}

/**
 * Sets the new password and clears the token in one statement, so a token works once
 * even when two resets race.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, passwordHash: string): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ password: passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: sql`now()` })
    .where(and(eq(users.resetToken, tokenHash), gt(users.resetTokenExpiry, sql`now()`), eq(users.active, true)))
    .returning();
  return rows[0];
}

/** Serialises admin setups: the lock is held until the transaction ends. */
export async function lockAdminSetup(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
}
