import crypto from "node:crypto";
import type { Locale } from "../../shared/i18n/locales";
import type { UserRow } from "../../shared/schema";
import { maskIdentityNumber } from "../../shared/domain";
import { RESET_TOKEN_MINUTES } from "../../shared/validation/constants";
import type { RegisterInput, ResetPasswordInput } from "../../shared/validation/auth";
import { type RegistrationMode } from "../../shared/validation/accounts";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import { badRequest, conflict, HttpError, problem } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { SessionUser } from "../lib/auth-guards";
import { retryInMinutes, type Limits, type RateLimiter } from "../lib/rate-limit";
import {
  assertPasswordNotCommon,
  consumeResetToken,
  countAdmins,
  createAccount,
  deleteSessionsOfUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  setOwnLocale,
  storeResetToken,
  verifyAgainstDummy,
  verifyPassword,
} from "../users";
import type { Mailer } from "./mailer";
import { currentAccountSettings } from "./account-settings";
import { assertOpenRegistration } from "./policies";
import { setInvitationUser, useInvitation } from "./invitation-repo";
import { lockAdminSetup } from "./repo";
import { sha256 } from "./tokens";

export interface AuthServiceDeps {
  db: Db;
  limiter: RateLimiter;
  limits: Limits;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** REGISTRATION: who may make an account until an admin chooses (docs/product-rules.md §1). */
  registrationDefault: RegistrationMode;
  /** The app's clock: a reset link's minutes are counted from it, and an invitation's expiry read by it. */
  now: () => Date;
}

/** What a session keeps of a user: never the password hash or the reset token. */
function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    avatarUrl: row.avatarUrl,
    active: row.active,
    employeeNumber: row.employeeNumber,
    employedFrom: row.employedFrom,
    identityNumber: maskIdentityNumber(row.identityNumber),
    locale: row.locale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, limiter, limits } = deps;

  return {
    /** Checks e-mail and password. Wrong password, unknown e-mail and a deactivated account look the same. */
    async login(email: string, password: string, ip: string): Promise<SessionUser> {
      // Failures count per account and address together, and per address (docs/product-rules.md §13):
      // the right password from another address still signs in.
      const accountKey = `login:account-ip:${email.toLowerCase()}|${ip}`;
      const ipKey = `login:ip:${ip}`;
      // Counted before the password is checked, so tries sent at once cannot slip past the limit;
      // a successful sign-in gives its try back.
      const pass = await limiter.take(
        [
          { key: accountKey, limit: limits.loginPerAccountAndIp },
          { key: ipKey, limit: limits.loginPerIp },
        ],
        retryInMinutes,
      );
      const user = await findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.password, password) : (await verifyAgainstDummy(password), false);
      if (!user || !ok || !user.active) throw new HttpError(401, problem("auth.invalid-credentials"));
      await pass.giveBack();
      return toSessionUser(user);
    },

    /**
     * With an invitation's token: the account the invitation names (its e-mail, name, role,
     * employee number, 'Anställd från' and language), and the invitation is spent. Without one: a worker, only while
     * registration is open (docs/product-rules.md §1).
     */
    async register(input: RegisterInput, ip: string): Promise<SessionUser> {
      await limiter.consume(`register:ip:${ip}`, limits.accountPerIp);
      const { invitationToken, ...fields } = input;
      if (invitationToken) {
        await assertPasswordNotCommon(fields.password, "password");
        const row = await db.transaction(async (tx) => {
          const invitation = await useInvitation(tx, sha256(invitationToken), deps.now());
          if (!invitation) throw new HttpError(400, problem("auth.invalid-invitation"));
          const account = {
            ...fields,
            email: invitation.email,
            fullName: invitation.fullName,
            role: invitation.role,
            employeeNumber: invitation.employeeNumber,
            employedFrom: invitation.employedFrom,
            locale: invitation.locale,
          };
          const user = await createAccount(tx, account, null);
          await setInvitationUser(tx, invitation.id, user.id);
          await writeAudit(tx, { userId: user.id, action: "use", entityType: "invitation", entityId: invitation.id });
          return user;
        });
        return toSessionUser(row);
      }
      const { registration } = await currentAccountSettings(db, deps.registrationDefault);
      assertOpenRegistration(registration);
      return toSessionUser(await db.transaction((tx) => createAccount(tx, { ...fields, role: "worker" }, null)));
    },

    /** What the signed-out screens offer: 'Skapa konto' only while registration is open. */
    async registration(): Promise<RegistrationMode> {
      return (await currentAccountSettings(db, deps.registrationDefault)).registration;
    },

    /** PATCH /api/user: the signed-in user's own language. */
    async setLocale(userId: string, locale: Locale): Promise<SessionUser> {
      return toSessionUser(await setOwnLocale(db, userId, locale));
    },

    async hasAdmin(): Promise<boolean> {
      return (await countAdmins(db)) > 0;
    },

    /** Creates the first admin. Concurrent calls queue on a lock, so exactly one succeeds. */
    async setupAdmin(input: RegisterInput, ip: string): Promise<SessionUser> {
      await limiter.consume(`admin-setup:ip:${ip}`, limits.accountPerIp);
      // A bad password is a 400 before any 409 (docs/product-rules.md §14: invalid input first).
      await assertPasswordNotCommon(input.password, "password");
      const row = await db.transaction(async (tx) => {
        await lockAdminSetup(tx);
        if ((await countAdmins(tx)) > 0) throw conflict(problem("auth.admin-exists"));
        const { invitationToken: _ignored, ...fields } = input;
        return createAccount(tx, { ...fields, role: "admin" }, null);
      });
      return toSessionUser(row);
    },

    /** Always the same answer; a link is sent only to an existing, active account. */
    async forgotPassword(email: string): Promise<void> {
      await limiter.consume(`forgot:email:${email.toLowerCase()}`, limits.forgotPerEmail);
      const user = await findUserByEmail(db, email);
      if (!user || !user.active) return;
      const token = crypto.randomBytes(32).toString("base64url");
      const expiresAt = new Date(deps.now().getTime() + RESET_TOKEN_MINUTES * 60_000);
      await storeResetToken(db, user.id, sha256(token), expiresAt);
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: the answer must not take longer for an address that exists.
      deps.mailer.sendPasswordReset({ email: user.email, fullName: user.fullName, locale: user.locale }, link).catch((error: unknown) => {
        deps.logger.error("password reset mail failed", { error: error instanceof Error ? error.message : String(error) });
      });
    },

    /** Sets a new password with a valid token and ends every session of that user. */
    async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
      await limiter.consume(`reset:ip:${ip}`, limits.accountPerIp);
      await assertPasswordNotCommon(input.newPassword, "newPassword");
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const user = await consumeResetToken(tx, sha256(input.token), passwordHash, deps.now());
        if (!user) throw badRequest(problem("auth.invalid-reset-link"));
        await deleteSessionsOfUser(tx, user.id);
        await writeAudit(tx, {
          userId: user.id,
          action: "reset_password",
          entityType: "user",
          entityId: user.id,
        });
      });
    },

    /** The user behind a session, or undefined when it is gone or deactivated. */
    async sessionUser(id: string): Promise<SessionUser | undefined> {
      const user = await findUserById(db, id);
      return user?.active ? toSessionUser(user) : undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
