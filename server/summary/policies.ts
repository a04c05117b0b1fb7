import { requireStaff } from "../lib/auth-guards";

/**
 * Who may read the dashboard's figures (docs/product-rules.md §7): any worker or admin, each its
 * own; which projects count as open to it is the projects module's rule (`seesAllProjects`).
 */
export const requireSummaryReader = requireStaff;
