import crypto from "node:crypto";
import type { InvitationRow } from "../../shared/schema";
import { INVITATION_DAYS } from "../../shared/validation/constants";
import type { InvitationBody } from "../../shared/validation/accounts";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, HttpError, notFound, problem } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Limits, RateLimiter } from "../lib/rate-limit";
import { employeeNumberInUse, findUserByEmail } from "../users";
import { deleteOpenInvitation, deleteOpenInvitationsTo, findOpenInvitationByHash, insertInvitation, listOpenInvitations } from "./invitation-repo";
import type { Mailer } from "./mailer";
import { sha256 } from "./tokens";

export interface InvitationServiceDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  limits: Limits;
  publicUrl: string;
  /** The app's clock: an invitation's days are counted from it, and it says when one has expired. */
  now: () => Date;
}

/** A new invitation with the link that carries its token; the token is not kept anywhere else. */
export interface IssuedInvitation {
  row: InvitationRow;
  url: string;
}

/** An admin's invitations (docs/product-rules.md §1): one use, INVITATION_DAYS days, only the token's hash stored. */
export function createInvitationService(deps: InvitationServiceDeps) {
  const { db } = deps;
  return {
    /** Replaces any open invitation to the same address; mailed when SMTP is configured. */
    async create(input: InvitationBody, actor: SessionUser): Promise<IssuedInvitation> {
      const token = crypto.randomBytes(32).toString("base64url");
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw conflict(problem("field.email-taken"), { email: problem("field.email-taken") });
        if (input.employeeNumber && (await employeeNumberInUse(tx, input.employeeNumber))) {
          throw conflict(problem("payroll.employee-number-taken"), { employeeNumber: problem("payroll.employee-number-taken") });
        }
        for (const replaced of await deleteOpenInvitationsTo(tx, input.email, now)) {
          await writeAudit(tx, { userId: actor.id, action: "withdraw", entityType: "invitation", entityId: replaced.id, before: replaced });
        }
        const created = await insertInvitation(tx, {
          email: input.email,
          fullName: input.fullName,
          role: input.role,
          employeeNumber: input.employeeNumber,
          employedFrom: input.employedFrom,
          locale: input.locale,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
          createdBy: actor.id,
        });
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "invitation", entityId: created.id, after: created });
        return created;
      });
      const url = `${deps.publicUrl}/register?token=${encodeURIComponent(token)}`;
      if (deps.mailer.configured) {
        // Not awaited: the admin has the link on screen whatever the mail server does.
        deps.mailer.sendInvitation({ email: row.email, fullName: row.fullName, locale: row.locale }, url).catch((error: unknown) => {
          deps.logger.error("invitation mail failed", { error: error instanceof Error ? error.message : String(error) });
        });
      }
      return { row, url };
    },

    list: () => listOpenInvitations(db, deps.now()),

    async withdraw(id: string, actor: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await deleteOpenInvitation(tx, id, deps.now());
        if (!removed) throw notFound();
        await writeAudit(tx, { userId: actor.id, action: "withdraw", entityType: "invitation", entityId: id, before: removed });
      });
    },

    /**
     * The e-mail and name of an open invitation, for the register screen. Unknown tokens count
     * against the address like failed sign-ins, so links cannot be guessed in bulk.
     */
    async lookup(token: string, ip: string): Promise<InvitationRow> {
      const key = `invitation:ip:${ip}`;
      // Counted before the look-up (server/lib/rate-limit.ts); a token that opens an invitation gives its try back.
      const pass = await deps.limiter.take([{ key, limit: deps.limits.loginPerIp }]);
      const row = await findOpenInvitationByHash(db, sha256(token), deps.now());
      if (!row) throw new HttpError(404, problem("auth.invalid-invitation"));
      await pass.giveBack();
      return row;
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
