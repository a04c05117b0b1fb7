import { requireAdmin, requireStaff, type SessionUser } from "../lib/auth-guards";

/** Who may do what with projects (docs/product-rules.md §2, §3). The project list: workers and admins. */
export const requireProjectReader = requireStaff;

/** Making, changing and removing a project, and its assigned workers: an admin. */
export const requireProjectAdmin = requireAdmin;

/**
 * Whether `user` sees every project, archived ones and the hours reported on each: an admin. A
 * worker sees the active or planned projects open to it (`openToWorkerSql`).
 */
export const seesAllProjects = (user: Pick<SessionUser, "role">): boolean => user.role === "admin";

/** Who may be assigned to a project: a worker's account (an admin or a customer is refused, 400). */
export const mayBeAssigned = (account: Pick<SessionUser, "role">): boolean => account.role === "worker";

/** Who may be a project's arbetsledare (docs/product-rules.md §18): a worker's or an admin's account (400 otherwise). */
export const mayLead = (account: Pick<SessionUser, "role">): boolean => account.role === "worker" || account.role === "admin";
