import { timeReportFiltersSchema, type TimeReportFilters } from "@shared/validation";
import type { ExpenseKind, ReportStatus } from "@shared/domain";
import type { ApprovalFilter } from "@shared/validation/approvals";
import type { ExpenseListParams } from "@/api/expenses/keys";

/** A worker or project in a filter's select (useFilterOptions). */
export interface FilterOption {
  id: string;
  /** In the select: 'Erik Andersson', 'P-2026-001 · Villa Solsidan'. */
  label: string;
  /** In titles and file names when shorter than the label: 'P-2026-001'. */
  shortLabel?: string;
}

/** What the filter inputs hold: "" means "all". */
export interface FilterValues {
  workerId: string;
  projectId: string;
  status: "" | ReportStatus;
  /** The arbetsledare's approval: 'Godkända' or 'Väntar på godkännande' (docs/product-rules.md §18). */
  approval: "" | ApprovalFilter;
  startDate: string;
  endDate: string;
  /** 'Ersättningar' only: one kind of expense. */
  kind: "" | ExpenseKind;
}

export const EMPTY_FILTERS: FilterValues = { workerId: "", projectId: "", status: "", approval: "", startDate: "", endDate: "", kind: "" };

/** What 'Alla rapporter' lists: the time reports, or the ersättningar (docs/product-rules.md §16) as a filter of their own. */
export type ListType = "reports" | "expenses";

/** The filters that apply to GET /api/expenses: worker, kind, status, approval and period (no project, no search). */
export function expenseParams(filters: TimeReportFilters, kind: FilterValues["kind"]): ExpenseListParams {
  const { workerId, status, approval, startDate, endDate } = filters;
  return { workerId, status, approval, startDate, endDate, kind: kind || undefined };
}

export const PAGE_SIZE = 50;

/** The search is sent when typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ParsedFilters = { ok: true; filters: TimeReportFilters } | { ok: false; field: "endDate"; message: string };

/** The inputs through the shared schema: the query to send, or the message to show. */
export function parseFilters(values: FilterValues & { q?: string }): ParsedFilters {
  const result = timeReportFiltersSchema.safeParse(values);
  if (result.success) return { ok: true, filters: result.data };
  return { ok: false, field: "endDate", message: result.error.issues[0]?.message ?? "Ogiltigt datum" };
}
