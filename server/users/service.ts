import type { NewUserRow, UserRow } from "../../shared/schema";
import { MSG } from "../../shared/validation/messages";
import type { DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import { uniqueViolation } from "../lib/db-errors";
import { conflict } from "../lib/errors";
import { hashPassword } from "../auth/password";
import { findUserByEmail, insertUser } from "./repo";

/** Maps a unique violation on users to the 409 a client understands; rethrows anything else. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === "users_username_unique") throw conflict(MSG.usernameTaken, { username: MSG.usernameTaken });
  if (constraint === "users_email_lower_unique") throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
  throw error;
}

export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  password: string;
  role: NewUserRow["role"];
}

/**
 * Creates a user with a hashed password and its audit row. `tx` must be a transaction when
 * the caller makes other changes with it. A taken username or e-mail is a 409.
 */
export async function createAccount(tx: DbOrTx, input: NewAccount, actorId: string | null): Promise<UserRow> {
  if (await findUserByEmail(tx, input.email)) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
  const password = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await insertUser(tx, { ...input, password });
  } catch (error) {
    rethrowUserConflict(error);
  }
  await writeAudit(tx, { userId: actorId ?? row.id, action: "create", entityType: "user", entityId: row.id, after: row });
  return row;
}
