import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { invitations, type InvitationRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

type NewInvitation = Pick<InvitationRow, "email" | "fullName" | "role" | "employeeNumber" | "employedFrom" | "tokenHash" | "expiresAt" | "createdBy"> &
  Partial<Pick<InvitationRow, "locale">>;

/**
 * Open at `now`: neither used nor expired. `now` is the app's clock, the one the invitation's
 * expiry was counted from (docs/architecture.md: one clock per rule).
 */
const open = (now: Date) => and(isNull(invitations.usedAt), gt(invitations.expiresAt, now));

export async function insertInvitation(db: DbOrTx, values: NewInvitation): Promise<InvitationRow> {
  const rows = await db.insert(invitations).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert invitations returned no row");
  return row;
}

/** The open invitations to `email` (any letter case), which a new one replaces. */
export async function deleteOpenInvitationsTo(db: DbOrTx, email: string, now: Date): Promise<InvitationRow[]> {
  return db
    .delete(invitations)
    .where(and(sql`lower(${invitations.email}) = lower(${email})`, open(now)))
    .returning();
}

export async function listOpenInvitations(db: DbOrTx, now: Date): Promise<InvitationRow[]> {
  return db.select().from(invitations).where(open(now)).orderBy(asc(invitations.expiresAt));
}

export async function deleteOpenInvitation(db: DbOrTx, id: string, now: Date): Promise<InvitationRow | undefined> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), open(now)))
    .returning();
  return rows[0];
}

export async function findOpenInvitationByHash(db: DbOrTx, tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), open(now)));
  return rows[0];
}

/**
 * Marks the open invitation of `tokenHash` used, in one statement, so that a link works once
 * even when two registrations race; undefined when there is none.
 */
export async function useInvitation(db: DbOrTx, tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), open(now)))
    .returning();
  return rows[0];
}

export async function setInvitationUser(db: DbOrTx, id: string, userId: string): Promise<void> {
  await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, id));
}
