import { requireAdmin } from "../lib/auth-guards";

/** Who may export reports as CSV (docs/product-rules.md §9): an admin, the filtered list and a worker's week alike. */
export const requireCsvExporter = requireAdmin;
