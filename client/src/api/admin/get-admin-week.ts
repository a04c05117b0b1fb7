import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminWeek } from "@shared/types";
import { ADMIN_WEEK_DEFAULT_LIMIT } from "@shared/validation/constants";
import { apiGet, withQuery } from "@/lib/api-client";
import { ADMIN_WEEK_PATH, adminKeys, type AdminWeekFilters } from "./keys";

export type { AdminWeekFilters };

/**
 * One page of the active workers (by name) matching the filters, each with the reports of
 * one ISO week; `total` counts the matches on every page together. A toggle is sent only when on.
 */
export const getAdminWeek = (filters: AdminWeekFilters, page: { limit: number; offset: number } = { limit: ADMIN_WEEK_DEFAULT_LIMIT, offset: 0 }) =>
  apiGet<AdminWeek>(
    withQuery(ADMIN_WEEK_PATH, {
      date: filters.date,
      q: filters.q?.trim(),
      onlyMissing: filters.onlyMissing ? "true" : undefined,
      onlyToReview: filters.onlyToReview ? "true" : undefined,
      onlyWarnings: filters.onlyWarnings ? "true" : undefined,
      limit: page.limit,
      offset: page.offset,
    }),
  );

/** The offset of the page after `last`, or undefined when every match is loaded. */
export function nextWeekOffset(last: AdminWeek): number | undefined {
  const next = last.offset + last.workers.length;
  return last.workers.length > 0 && next < last.total ? next : undefined;
}

export const adminWeekQueryOptions = (filters: AdminWeekFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.week(filters),
    queryFn: ({ pageParam }) => getAdminWeek(filters, { limit: ADMIN_WEEK_DEFAULT_LIMIT, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextWeekOffset,
  });

/** The first page of the week at once; `fetchNextPage` ('Visa fler') appends the next. */
export function useAdminWeek(filters: AdminWeekFilters) {
  // The previous week or search stays on screen while the next loads, so the page does not jump.
  return useInfiniteQuery({ ...adminWeekQueryOptions(filters), placeholderData: keepPreviousData });
}
