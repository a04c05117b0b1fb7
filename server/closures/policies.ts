import { requireAdmin, requireRole, requireStaff } from "../lib/auth-guards";

/** Who may do what with weekly closures (docs/product-rules.md §7). A week's status and one's own closures: workers and admins. */
export const requireClosureReader = requireStaff;

/** Closing a week ('Stäng vecka'): a worker, its own. */
export const requireWeekCloser = requireRole("worker");

/** Every worker's closures: an admin. */
export const requireClosureAdmin = requireAdmin;
