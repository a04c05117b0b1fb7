import type { AdminWeekWorker } from "@shared/types";
import { buildWeekDays } from "./week-days";

/** What the toolbar above the grid narrows the workers to. */
export interface WeekFilters {
  /** Part of a worker's name or e-mail, any case. */
  search: string;
  /** 'Bara saknade dagar': workers with at least one missing weekday this week. */
  onlyMissing: boolean;
  /** 'Bara att granska': workers with at least one submitted, unverified report this week. */
  onlyToReview: boolean;
  /** 'Bara varningar': workers with an Arbetstidslagen warning dated in the week. */
  onlyWarnings: boolean;
}

export const NO_WEEK_FILTERS: WeekFilters = { search: "", onlyMissing: false, onlyToReview: false, onlyWarnings: false };

/** `warned`: the ids of the workers with warnings this week. */
export function filterWorkers(
  workers: readonly AdminWeekWorker[],
  filters: WeekFilters,
  weekStart: string,
  today: string,
  warned: { has: (workerId: string) => boolean } = new Set<string>(),
): AdminWeekWorker[] {
  const needle = filters.search.trim().toLocaleLowerCase("sv");
  return workers.filter((worker) => {
    if (needle && !`${worker.fullName} ${worker.email}`.toLocaleLowerCase("sv").includes(needle)) return false;
    if (filters.onlyWarnings && !warned.has(worker.id)) return false;
    if (filters.onlyToReview && !worker.reports.some((r) => r.status === "submitted")) return false;
    if (filters.onlyMissing && !buildWeekDays(weekStart, worker.reports, today).some((d) => d.state === "missing")) return false;
    return true;
  });
}
