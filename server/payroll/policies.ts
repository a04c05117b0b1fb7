import { requireAdmin, requireStaff } from "../lib/auth-guards";

/** Who may do what with payroll (docs/product-rules.md §10). Its settings, previews, exports, reopening and files: an admin. */
export const requirePayrollAdmin = requireAdmin;

/** The locked periods and the daily norm: every report form reads them, a worker's and an admin's. */
export const requireReportFormReader = requireStaff;
