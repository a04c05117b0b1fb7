export const ADMIN_WEEK_PATH = "/api/admin/week";
export const ADMIN_SUMMARY_PATH = "/api/admin/summary";

/**
 * What the week grid asks the server for, besides the page: any day of the week, part of a
 * worker's name or e-mail, and the toggles 'Bara saknade dagar', 'Bara att granska' and
 * 'Bara varningar'.
 */
export interface AdminWeekFilters {
  date: string;
  q?: string;
  onlyMissing?: boolean;
  onlyToReview?: boolean;
  onlyWarnings?: boolean;
}

/** The admin's review: the week grid and this week's figures. */
export const adminKeys = {
  all: ["admin-review"] as const,
  /** Every page loaded of one week under one set of filters ('Visa fler' appends to it). */
  week: (filters: AdminWeekFilters) => ["admin-review", "week", filters] as const,
  summary: ["admin-review", "summary"] as const,
};
