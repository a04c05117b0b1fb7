import { requireAdmin } from "../lib/auth-guards";

/**
 * Who may manage users (docs/product-rules.md §1, §2): an admin, every /api/users endpoint.
 * That the last active admin is neither demoted nor deactivated is a rule of the data, the
 * service's (`user.last-admin`).
 */
export const requireUserAdmin = requireAdmin;
