import type { Locale } from "../../shared/i18n/locales";
import type { NewUserRow, UserRow } from "../../shared/schema";
import { type CreateUserInput, type UpdateUserInput } from "../../shared/validation/users";
import { assertPasswordNotCommon, hashPassword } from "./password";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { conflict, notFound, problem } from "../lib/errors";
import {
  deleteSessionsOfUser,
  deleteUserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockActiveAdmins,
  updateUserRow,
  userHasHistory,
} from "./repo";

/** Maps a unique violation on users to the 409 a client understands; rethrows anything else. */
function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === "users_username_unique") throw conflict(problem("field.username-taken"), { username: problem("field.username-taken") });
  if (constraint === "users_email_lower_unique") throw conflict(problem("field.email-taken"), { email: problem("field.email-taken") });
  if (constraint === "users_identity_number_unique")
    throw conflict(problem("user.identity-number-taken"), { identityNumber: problem("user.identity-number-taken") });
  if (constraint === "users_employee_number_unique")
    throw conflict(problem("payroll.employee-number-taken"), { employeeNumber: problem("payroll.employee-number-taken") });
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
  /** Anställd från; an admin's POST /api/users or the invitation the account is made from. */
  employedFrom?: string | null;
  /** Personnummer `ÅÅÅÅMMDD-NNNN`; only an admin's POST /api/users sets it. */
  identityNumber?: string | null;
  /** The user's language; left out, the column's default `sv` (docs/product-rules.md §17). */
  locale?: Locale;
}

/**
 * Creates a user with a hashed password and its audit row. `tx` must be a transaction when
 * the caller makes other changes with it. A taken username or e-mail is a 409.
 */
export async function createAccount(tx: DbOrTx, input: NewAccount, actorId: string | null): Promise<UserRow> {
  await assertPasswordNotCommon(input.password, "password");
  if (await findUserByEmail(tx, input.email)) throw conflict(problem("field.email-taken"), { email: problem("field.email-taken") });
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

/**
 * Gives a user without an identity number the one it states at its first check-in
 * (docs/product-rules.md §15), with an audit row; `tx` is the check-in's transaction. Another
 * user's number is the 409 of the user form. The row as it is after, or undefined when the
 * user already had a number (kept: it is the admin's to change).
 */
export async function setMissingIdentityNumber(tx: DbOrTx, id: string, identityNumber: string, actorId: string): Promise<UserRow | undefined> {
  const before = await findUserById(tx, id);
  if (!before || before.identityNumber !== null) return undefined;
  let after: UserRow | undefined;
  try {
    after = await updateUserRow(tx, id, { identityNumber });
  } catch (error) {
    rethrowUserConflict(error);
  }
  await writeAudit(tx, { userId: actorId, action: "update", entityType: "user", entityId: id, before, after });
  return after;
}

/** PATCH /api/user: signed-in users choose their own language (docs/product-rules.md §17), with an audit row. */
export async function setOwnLocale(db: Db, id: string, locale: Locale): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    if (!before) throw notFound();
    const after = await updateUserRow(tx, id, { locale });
    if (!after) throw notFound();
    await writeAudit(tx, { userId: id, action: "update", entityType: "user", entityId: id, before, after });
    return after;
  });
}

/** What DELETE /api/users/{id} did: users with history are kept, deactivated. */
export type UserRemovalOutcome = "deleted" | "deactivated";

/** User management for admins (docs/product-rules.md §1). */
export function createUserManagementService(db: Db) {
  return {
    list: () => listUsers(db),
    async get(id: string): Promise<UserRow> {
      const row = await findUserById(db, id);
      if (!row) throw notFound();
      return row;
    },

    create(input: CreateUserInput, actor: SessionUser): Promise<UserRow> {
      return db.transaction((tx) => createAccount(tx, input, actor.id));
    },

    /** `keepSid` is the acting admin's own session, which a change of its own password keeps. */
    async update(id: string, input: UpdateUserInput, actor: SessionUser, keepSid: string): Promise<UserRow> {
      if (input.password) await assertPasswordNotCommon(input.password, "password");
      return db.transaction(async (tx) => {
        const adminCount = await lockActiveAdmins(tx);
        const before = await findUserById(tx, id);
        if (!before) throw notFound();
        const roleChanged = before.role !== input.role;
        const deactivating = input.active === false && before.active;
        if (roleChanged && before.id === actor.id) throw conflict(problem("user.cannot-demote-self"), { role: problem("user.cannot-demote-self") });
        if (deactivating && before.id === actor.id) throw conflict(problem("user.cannot-deactivate-self"));
        if ((roleChanged || deactivating) && before.role === "admin" && before.active && adminCount <= 1) throw conflict(problem("user.last-admin"));
        const sameEmail = await findUserByEmail(tx, input.email);
        if (sameEmail && sameEmail.id !== id) throw conflict(problem("field.email-taken"), { email: problem("field.email-taken") });
        const { password, ...fields } = input;
        let after: UserRow | undefined;
        try {
          after = await updateUserRow(tx, id, { ...fields, ...(password ? { password: await hashPassword(password) } : {}) });
        } catch (error) {
          rethrowUserConflict(error);
        }
        if (!after) throw notFound();
        if (deactivating) await deleteSessionsOfUser(tx, id);
        else if (roleChanged || password) await deleteSessionsOfUser(tx, id, keepSid);
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "user", entityId: id, before, after });
        // The admin set a new password (docs/product-rules.md §1): said in the trail, never the password.
        if (password) await writeAudit(tx, { userId: actor.id, action: "set_password", entityType: "user", entityId: id });
        return after;
      });
    },

    /** Deletes a user without history; deactivates one with history. */
    async remove(id: string, actor: SessionUser): Promise<UserRemovalOutcome> {
      if (id === actor.id) throw conflict(problem("user.cannot-remove-self"));
      return db.transaction(async (tx) => {
        const adminCount = await lockActiveAdmins(tx);
        const before = await findUserById(tx, id);
        if (!before) throw notFound();
        if (before.role === "admin" && before.active && adminCount <= 1) throw conflict(problem("user.last-admin"));
        await deleteSessionsOfUser(tx, id);
        if (await userHasHistory(tx, id)) {
          const after = await updateUserRow(tx, id, { active: false });
          await writeAudit(tx, { userId: actor.id, action: "deactivate", entityType: "user", entityId: id, before, after });
          return "deactivated";
        }
        await writeAudit(tx, { userId: actor.id, action: "delete", entityType: "user", entityId: id, before });
        await deleteUserRow(tx, id);
        return "deleted";
      });
    },
  };
}
export type UserManagementService = ReturnType<typeof createUserManagementService>;
