import type { AdminWeekWorker } from "@shared/types";
import type { AdminWeekFilters } from "@/api/admin/get-admin-week";
import { formatCount } from "@/lib/format";

/** What the toolbar above the grid narrows the workers to. */
export interface WeekFilters {
  /** Part of a worker's name or e-mail, any case: sent to the server as `q`. */
  search: string;
  /** 'Bara saknade dagar': workers with at least one missing weekday this week (server). */
  onlyMissing: boolean;
  /** 'Bara att granska': workers with at least one submitted, unverified report this week (server). */
  onlyToReview: boolean;
  /** 'Bara varningar': of the loaded workers, those with an Arbetstidslagen warning dated in the week. */
  onlyWarnings: boolean;
}

export const NO_WEEK_FILTERS: WeekFilters = { search: "", onlyMissing: false, onlyToReview: false, onlyWarnings: false };

/** The search is sent when typing pauses this long. */
export const WEEK_SEARCH_DEBOUNCE_MS = 300;

/** What the server is asked for: the week, the (settled) search and the two toggles it runs. */
export function weekQuery(date: string, filters: WeekFilters, search: string): AdminWeekFilters {
  const q = search.trim();
  return {
    date,
    ...(q ? { q } : {}),
    ...(filters.onlyMissing ? { onlyMissing: true } : {}),
    ...(filters.onlyToReview ? { onlyToReview: true } : {}),
  };
}

/**
 * 'Bara varningar', the one filter run in the browser: the warnings are asked for the loaded
 * workers only, so it narrows those; 'Visa fler' loads more to look among.
 */
export function withWarnings(
  workers: readonly AdminWeekWorker[],
  onlyWarnings: boolean,
  warned: { has: (workerId: string) => boolean },
): readonly AdminWeekWorker[] {
  return onlyWarnings ? workers.filter((worker) => warned.has(worker.id)) : workers;
}

/** 'Visar 50 av 1 000 arbetare': the workers loaded of those matching. */
export function loadedWorkersText(loaded: number, total: number): string {
  return `Visar ${formatCount(loaded)} av ${formatCount(total)} arbetare`;
}

/**
 * The toolbar's count. With 'Bara varningar' before every match is loaded, it says the
 * warned ones are among the loaded only: 'Visar 3 med varningar av 50 inlästa (1 000 arbetare)'.
 */
export function shownWorkersText({ shown, loaded, total, onlyWarnings }: { shown: number; loaded: number; total: number; onlyWarnings: boolean }): string {
  if (onlyWarnings && loaded < total) return `Visar ${formatCount(shown)} med varningar av ${formatCount(loaded)} inlästa (${formatCount(total)} arbetare)`;
  return onlyWarnings ? `Visar ${formatCount(shown)} av ${formatCount(total)} arbetare` : loadedWorkersText(loaded, total);
}
