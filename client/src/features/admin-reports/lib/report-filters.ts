import { REPORT_STATUS_LABELS, timeReportFiltersSchema, type ReportStatus, type TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";

/** A worker or project in a filter's select, given by the app layer. */
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
  startDate: string;
  endDate: string;
}

export const EMPTY_FILTERS: FilterValues = { workerId: "", projectId: "", status: "", startDate: "", endDate: "" };

/** In the admin's eyes a submitted report is one waiting for review. */
export const ADMIN_STATUS_LABELS: Record<ReportStatus, string> = { ...REPORT_STATUS_LABELS, submitted: "Väntar granskning" };

export const PAGE_SIZE = 50;

export type ParsedFilters = { ok: true; filters: TimeReportFilters } | { ok: false; field: "endDate"; message: string };

/** The inputs through the shared schema: the query to send, or the message to show. */
export function parseFilters(values: FilterValues): ParsedFilters {
  const result = timeReportFiltersSchema.safeParse(values);
  if (result.success) return { ok: true, filters: result.data };
  return { ok: false, field: "endDate", message: result.error.issues[0]?.message ?? "Ogiltigt datum" };
}

/** Free-text search over the loaded page: description, project number and title, worker. */
export function matchesSearch(report: TimeReport, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("sv");
  if (!needle) return true;
  const haystack = [report.description, report.project.projectNumber, report.project.title, report.worker.fullName, report.worker.email]
    .join(" ")
    .toLocaleLowerCase("sv");
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

/** 'Visar 1–50 av 1234' */
export function pageLabel(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Visar 0 av ${total}`;
  return `Visar ${offset + 1}–${offset + shown} av ${total}`;
}
