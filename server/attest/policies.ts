import type { UserRole } from "../../shared/domain";
import { requireRole, type SessionUser } from "../lib/auth-guards";

/**
 * Who may decide on what a worker sent (docs/product-rules.md §2, §6, §16): attest, undo an
 * attest, send back and reject, reports and expenses alike. An admin; a second approval level
 * names its approvers here.
 */
const ATTESTERS: readonly UserRole[] = ["admin"];

export const mayAttest = (actor: SessionUser): boolean => ATTESTERS.includes(actor.role);

/** The route guard of every decision's endpoint: 401 without a session, 403 for anyone who may not attest. */
export const requireAttester = requireRole(...ATTESTERS);
