/** The admin and summary modules: the admin week grid and the dashboard cards. */
import type { HourKind } from "../domain";
import type { Expense } from "./expenses";
import type { TimeReport, WorkerRef } from "./reports";

/**
 * A week's hours per kind (docs/product-rules.md §4, shared/domain/hour-kinds.ts): work (ARB),
 * overtime (ÖT1, ÖT2), travel (RE1), absence (SJK, SEM, VAB, FPE, TJL); "0.00" for a kind
 * without hours. They add up to `weekHours`.
 */
export type HoursByKindText = Record<HourKind, string>;

/** One active worker in the admin week grid, with the week's reports (oldest day first). */
export interface AdminWeekWorker extends WorkerRef {
  /** When the worker closed this week ('Stäng vecka'); null while open. */
  closedAt: string | null;
  /** Anställd från: days before it are never 'Saknas'; null when not set. */
  employedFrom: string | null;
  /**
   * 'Ej i personalliggaren' (docs/product-rules.md §15): the week's days, oldest first, with a
   * report of working time (ARB, ÖT1, ÖT2; not travel) on a site's project and no entry of the
   * worker on that site that day.
   */
  notInLedger: string[];
  reports: TimeReport[];
  /**
   * The worker's ersättningar dated in the week, of any status, as GET /api/expenses answers
   * them, oldest day first (docs/product-rules.md §16).
   */
  expenses: Expense[];
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
  /**
   * The week's submitted expenses of every worker, loaded or not, whatever the filters: what
   * 'Attestera vecka' for all workers attests besides the reports (docs/product-rules.md §16).
   */
  submittedExpenses: number;
  limit: number;
  offset: number;
}

/** GET /api/summary: the signed-in user's own figures for the dashboard cards, one request. */
export interface WorkerSummary {
  weekStart: string;
  weekEnd: string;
  /** Hours of every code this week (Monday to Sunday in TZ_APP), "20.50". */
  weekHours: string;
  /** The same hours per kind: { work: "16.00", overtime: "2.50", travel: "0.00", absence: "2.00" }. */
  weekHoursByKind: HoursByKindText;
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
  /** The same hours per kind. */
  weekHoursByKind: HoursByKindText;
  activeWorkers: number;
  pendingReports: number;
}
