import type { RegistrationMode } from "../../shared/validation/accounts";
import { requireAdmin, requireAuth } from "../lib/auth-guards";
import { forbidden, problem } from "../lib/errors";

/**
 * Who may do what with accounts (docs/product-rules.md §1). Signing in, registering and
 * resetting a password need no session; the first admin is made only while there is none.
 */

/** GET /api/user: anyone signed in, a customer too. */
export const requireSignedIn = requireAuth;

/** The invitations and the registration setting: an admin. */
export const requireAccountsAdmin = requireAdmin;

/** Registering without an invitation: only while registration is open (403 otherwise); an invitation's link always may. */
export function assertOpenRegistration(registration: RegistrationMode): void {
  if (registration !== "open") throw forbidden(problem("auth.registration-needs-invitation"));
}
