import type { NewUserRow, UserRow } from "../../shared/schema";
import { MSG } from "../../shared/validation/messages";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import { uniqueViolation } from "../lib/db-errors";
import { conflict } from "../lib/errors";
import { hashPassword } from "./password";
import * as repo from "./repo";

/*
 * Accounts: what other modules (auth, projects, exports, the demo seed) need of the users
 * table, which the users module owns. Each takes the caller's handle, so that it runs inside
 * the caller's transaction when there is one. Admin user management is management-service.ts.
 */

/** Maps a unique violation on users to the 409 a client understands; rethrows anything else. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === "users_username_unique") throw conflict(MSG.usernameTaken, { username: MSG.usernameTaken });
  if (constraint === "users_email_lower_unique") throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
  if (constraint === "users_employee_number_unique") throw conflict(PAYROLL_MSG.employeeNumberTaken, { employeeNumber: PAYROLL_MSG.employeeNumberTaken });
  throw error;
}

export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  password: string;
  role: NewUserRow["role"];
  /** Anställningsnummer; only an admin's POST /api/users sets it. */
  employeeNumber?: string | null;
}

/**
 * Creates a user with a hashed password and its audit row. `tx` must be a transaction when
 * the caller makes other changes with it. A taken username or e-mail is a 409.
 */
export async function createAccount(tx: DbOrTx, input: NewAccount, actorId: string | null): Promise<UserRow> {
  if (await repo.findUserByEmail(tx, input.email)) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
  const password = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await repo.insertUser(tx, { ...input, password });
  } catch (error) {
    rethrowUserConflict(error);
  }
  await writeAudit(tx, { userId: actorId ?? row.id, action: "create", entityType: "user", entityId: row.id, after: row });
  return row;
}

/** E-mail addresses compare without case. */
export const findAccountByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> => repo.findUserByEmail(db, email);

export const findAccountById = (db: DbOrTx, id: string): Promise<UserRow | undefined> => repo.findUserById(db, id);

export const countActiveAdmins = (db: DbOrTx): Promise<number> => repo.countAdmins(db);

/** Ends a user's sessions, except `keepSid` (the session making the change). */
export const endSessions = (db: DbOrTx, userId: string, keepSid?: string): Promise<void> => repo.deleteSessionsOfUser(db, userId, keepSid);

export const isCustomer = (db: DbOrTx, id: string): Promise<boolean> => repo.hasRole(db, id, "customer");

export const fullNameOf = (db: DbOrTx, id: string): Promise<string | undefined> => repo.findUserFullName(db, id);

/** Keeps the hash of a password-reset token (never the token) with its expiry. */
export const storeResetToken = (db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date): Promise<void> =>
  repo.storeResetToken(db, userId, tokenHash, expiresAt);

/** Sets the new password of the active user holding an unexpired token; undefined when none does. */
export const consumeResetToken = (tx: DbOrTx, tokenHash: string, passwordHash: string): Promise<UserRow | undefined> =>
  repo.consumeResetToken(tx, tokenHash, passwordHash);
