import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import { apiGetWithHeaders, withQuery } from "@/lib/api-client";
import { CLOSURES_PATH, closureKeys } from "./keys";

/** The admin's list reads this many closures a page (the server's default; at most 500). */
export const CLOSURES_PAGE_SIZE = 100;

export interface WeeklyClosuresPage {
  closures: WeeklyClosure[];
  offset: number;
  /** X-Total-Count: every closed week, on all pages together. */
  total: number;
}

/** Admin only: one page of closed weeks, newest first, each with its worker. */
export async function getWeeklyClosures(offset = 0, limit = CLOSURES_PAGE_SIZE): Promise<WeeklyClosuresPage> {
  const { data: closures, headers } = await apiGetWithHeaders<WeeklyClosure[]>(withQuery(CLOSURES_PATH, { limit, offset }));
  const header = Number(headers.get("X-Total-Count") ?? Number.NaN);
  return { closures, offset, total: Number.isFinite(header) ? header : offset + closures.length };
}

export const weeklyClosuresQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: closureKeys.list,
    queryFn: ({ pageParam }) => getWeeklyClosures(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: WeeklyClosuresPage) => {
      const next = last.offset + last.closures.length;
      return last.closures.length > 0 && next < last.total ? next : undefined;
    },
  });

/** The first page at once; `fetchNextPage` ('Visa fler') appends the next. */
export function useWeeklyClosures() {
  return useInfiniteQuery(weeklyClosuresQueryOptions());
}
