import { useMemo } from "react";
import type { AdminWeek, AdminWeekWorker } from "@shared/types";
import { useAdminWeek, type AdminWeekFilters } from "@/api/admin/get-admin-week";

/** The week and the workers of every page loaded so far, in the server's order. */
export interface WeekGrid {
  week: Omit<AdminWeek, "workers" | "offset" | "limit"> | undefined;
  workers: readonly AdminWeekWorker[];
  /** Each page's worker ids, for the warnings asked page by page. */
  pageIds: readonly (readonly string[])[];
}

const NO_WORKERS: readonly AdminWeekWorker[] = [];
const NO_PAGES: readonly (readonly string[])[] = [];

/** The paged week grid as one list: 'Visa fler' (`fetchNextPage`) appends the next page. */
export function useWeekGrid(filters: AdminWeekFilters) {
  const query = useAdminWeek(filters);
  const grid = useMemo<WeekGrid>(() => {
    const pages = query.data?.pages;
    const first = pages?.[0];
    if (!pages || !first) return { week: undefined, workers: NO_WORKERS, pageIds: NO_PAGES };
    // A worker added between two pages could come twice: shown once.
    const seen = new Set<string>();
    const workers: AdminWeekWorker[] = [];
    for (const page of pages) {
      for (const worker of page.workers) {
        if (seen.has(worker.id)) continue;
        seen.add(worker.id);
        workers.push(worker);
      }
    }
    const last = pages[pages.length - 1] ?? first;
    const { weekStart, weekEnd, year, weekNumber } = first;
    // The latest page's figures: a page read later knows of more filed since.
    const figures = { total: last.total, submittedExpenses: last.submittedExpenses };
    return { week: { weekStart, weekEnd, year, weekNumber, ...figures }, workers, pageIds: pages.map((p) => p.workers.map((w) => w.id)) };
  }, [query.data]);
  return { ...grid, query };
}
