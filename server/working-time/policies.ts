import { isSelfOrAdmin, requireAdmin, requireStaff, type SessionUser } from "../lib/auth-guards";
import { forbidden } from "../lib/errors";

/** Who may read working-time warnings (docs/product-rules.md §11): workers and admins, each as below. */
export const requireWarningsReader = requireStaff;

/** The overtime journal: an admin. */
export const requireJournalReader = requireAdmin;

/**
 * Whose warnings a request reads: a worker its own (naming anyone else is a 403); an admin the
 * workers it names, or every active worker when it names none.
 */
export function warnedWorkers(actor: SessionUser, named: string[] | undefined): string[] | "active" {
  if (named?.some((id) => !isSelfOrAdmin(actor, id))) throw forbidden();
  return actor.role === "admin" ? (named ?? "active") : [actor.id];
}
