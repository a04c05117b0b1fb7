import type { ExpenseList, UtlaggExpense } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";

/** The largest page GET /api/expenses gives (expenseListQuerySchema). */
const PAGE = 500;

export interface OutlayFilters {
  startDate: string;
  endDate: string;
  workerId?: string;
}

/**
 * Every utlägg dated in the period (an admin's, of any worker or of one), read page by page by
 * `nextCursor`, whatever its status. Not cached: the receipts PDFs must show what is stored now
 * (docs/product-rules.md §16).
 */
export async function getAllOutlays(filters: OutlayFilters): Promise<UtlaggExpense[]> {
  const all: UtlaggExpense[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await apiGet<ExpenseList>(withQuery("/api/expenses", { kind: "utlagg", ...filters, limit: PAGE, cursor }));
    // The server filters by kind; a stray one would have no receipt or VAT to print.
    all.push(...page.items.filter((e): e is UtlaggExpense => e.kind === "utlagg"));
    if (page.nextCursor === null || page.items.length === 0) return all;
    cursor = page.nextCursor;
  }
}
