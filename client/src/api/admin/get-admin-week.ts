import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminWeek } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { ADMIN_WEEK_PATH, adminKeys } from "./keys";

/** Every active worker with the reports of one ISO week; `date` is any day of that week. */
export const getAdminWeek = (date: string) => apiGet<AdminWeek>(withQuery(ADMIN_WEEK_PATH, { date }));

export const adminWeekQueryOptions = (date: string) => queryOptions({ queryKey: adminKeys.week(date), queryFn: () => getAdminWeek(date) });

export function useAdminWeek(date: string) {
  // The previous week stays on screen while the next loads, so the page does not jump.
  return useQuery({ ...adminWeekQueryOptions(date), placeholderData: keepPreviousData });
}
