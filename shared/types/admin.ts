/** The admin and summary modules: the admin week grid and the dashboard cards. */
import type { TimeReport, WorkerRef } from "./reports";

/** One active worker in the admin week grid, with the week's reports (oldest day first). */
export interface AdminWeekWorker extends WorkerRef {
  /** When the worker closed this week ('Stäng vecka'); null while open. */
  closedAt: string | null;
  /** Anställd från: days before it are never 'Saknas'; null when not set. */
  employedFrom: string | null;
  reports: TimeReport[];
}

/**
 * GET /api/admin/week: one page of the active workers (by name) that match the filters, each
 * with the reports of one ISO week.
 */
export interface AdminWeek {
  weekStart: string;
  weekEnd: string;
  year: number;
  weekNumber: number;
  workers: AdminWeekWorker[];
  /** Active workers matching the filters, on every page together (also `X-Total-Count`). */
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/summary: the signed-in user's own figures for the dashboard cards, one request. */
export interface WorkerSummary {
  weekStart: string;
  weekEnd: string;
  /** Hours of every code this week (Monday to Sunday in TZ_APP), "20.50". */
  weekHours: string;
  /** Own reports waiting for review ('submitted'), of every date. */
  submittedReports: number;
  /** Active projects the user may report on (assignments included, docs/product-rules.md §3). */
  activeProjects: number;
}

/** GET /api/admin/summary: this week's figures for the dashboard cards. */
export interface AdminSummary {
  weekStart: string;
  weekEnd: string;
  /** "20.50" */
  weekHours: string;
  activeWorkers: number;
  pendingReports: number;
}
