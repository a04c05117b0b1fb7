import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { PublicUser } from "../../shared/types";
import type { UserRole } from "../../shared/domain";
import { forbidden, unauthorized } from "./errors";

/** The signed-in user as the server holds it: the public shape, with real dates. */
export interface SessionUser extends Omit<PublicUser, "createdAt" | "updatedAt"> {
  createdAt: Date;
  updatedAt: Date;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/** The signed-in user, or a 401. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export const requireAuth: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  next(req.user ? undefined : unauthorized());
};

/** Signed in with one of `roles`; 401 without a session, 403 for any other role. */
export function requireRole(...roles: UserRole[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized());
    next(roles.includes(req.user.role) ? undefined : forbidden());
  };
}

/** Every data endpoint: workers and admins, never customers. */
export const requireStaff = requireRole("worker", "admin");
export const requireAdmin = requireRole("admin");

/*
 * The building blocks of the modules' rules of who may do what: each module names its own in
 * its `policies.ts` (docs/architecture.md), from these.
 */

/** Whether `actor` may act on a worker's own data: it is that worker, or an admin (docs/product-rules.md §2). */
export function isSelfOrAdmin(actor: SessionUser, workerId: string): boolean {
  return actor.role === "admin" || actor.id === workerId;
}

/**
 * The worker a list of one worker's data is read for: a worker's own (naming another is a
 * 403); an admin's `workerId`, or everyone's when it names none (undefined).
 */
export function listedWorker(actor: SessionUser, workerId: string | undefined): string | undefined {
  if (actor.role === "admin") return workerId;
  if (workerId !== undefined && workerId !== actor.id) throw forbidden();
  return actor.id;
}
