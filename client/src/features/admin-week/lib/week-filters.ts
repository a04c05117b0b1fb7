import type { AdminWeekFilters } from "@/api/admin/get-admin-week";

/** What the toolbar above the grid narrows the workers to. */
export interface WeekFilters {
  /** Part of a worker's name or e-mail, any case: sent to the server as `q`. */
  search: string;
  /** 'Bara saknade dagar': workers with at least one missing weekday this week (server). */
  onlyMissing: boolean;
  /** 'Bara att granska': workers with at least one submitted, unverified report this week (server). */
  onlyToReview: boolean;
  /** 'Bara varningar': workers with an Arbetstidslagen warning dated in the week (server). */
  onlyWarnings: boolean;
}

export const NO_WEEK_FILTERS: WeekFilters = { search: "", onlyMissing: false, onlyToReview: false, onlyWarnings: false };

/** The search is sent when typing pauses this long. */
export const WEEK_SEARCH_DEBOUNCE_MS = 300;

/** What the server is asked for: the week, the (settled) search and the toggles that are on. */
export function weekQuery(date: string, filters: WeekFilters, search: string): AdminWeekFilters {
  const q = search.trim();
  return {
    date,
    ...(q ? { q } : {}),
    ...(filters.onlyMissing ? { onlyMissing: true } : {}),
    ...(filters.onlyToReview ? { onlyToReview: true } : {}),
    ...(filters.onlyWarnings ? { onlyWarnings: true } : {}),
  };
}
