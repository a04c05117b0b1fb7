import { requireAdmin } from "../lib/auth-guards";

/** Who may see the admin's views (docs/product-rules.md §2, §7): the week grid and the dashboard summary are an admin's. */
export const requireAdminViewer = requireAdmin;
