import type { UserRow } from "../../shared/schema";
import { MSG } from "../../shared/validation/messages";
import { USER_MSG, type CreateUserInput, type UpdateUserInput } from "../../shared/validation/users";
import { hashPassword } from "./password";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, notFound } from "../lib/errors";
import { createAccount, rethrowUserConflict } from "./accounts-service";
import { deleteSessionsOfUser, deleteUserRow, findUserByEmail, findUserById, listUsers, lockActiveAdmins, updateUserRow, userHasHistory } from "./repo";

/** What DELETE /api/users/{id} did: users with history are kept, deactivated. */
export type UserRemovalOutcome = "deleted" | "deactivated";

/** User management for admins (CONTRACT §4 "Users"). */
export function createUserManagementService(db: Db) {
  return {
    list: () => listUsers(db),

    create(input: CreateUserInput, actor: SessionUser): Promise<UserRow> {
      return db.transaction((tx) => createAccount(tx, input, actor.id));
    },

    /** `keepSid` is the acting admin's own session, which a change of its own password keeps. */
    async update(id: string, input: UpdateUserInput, actor: SessionUser, keepSid: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const adminCount = await lockActiveAdmins(tx);
        const before = await findUserById(tx, id);
        if (!before) throw notFound();
        const roleChanged = before.role !== input.role;
        const deactivating = input.active === false && before.active;
        if (roleChanged && before.id === actor.id) throw conflict(USER_MSG.cannotDemoteSelf, { role: USER_MSG.cannotDemoteSelf });
        if (deactivating && before.id === actor.id) throw conflict(USER_MSG.cannotDeactivateSelf);
        if ((roleChanged || deactivating) && before.role === "admin" && before.active && adminCount <= 1) throw conflict(USER_MSG.lastAdmin);
        const sameEmail = await findUserByEmail(tx, input.email);
        if (sameEmail && sameEmail.id !== id) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
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
        return after;
      });
    },

    /** Deletes a user without history; deactivates one with history. */
    async remove(id: string, actor: SessionUser): Promise<UserRemovalOutcome> {
      if (id === actor.id) throw conflict(USER_MSG.cannotRemoveSelf);
      return db.transaction(async (tx) => {
        const adminCount = await lockActiveAdmins(tx);
        const before = await findUserById(tx, id);
        if (!before) throw notFound();
        if (before.role === "admin" && before.active && adminCount <= 1) throw conflict(USER_MSG.lastAdmin);
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
