import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { CLOSURES_PATH, closureKeys } from "./keys";

/** Admin only: every closed week, each with its worker. */
export const getWeeklyClosures = () => apiGet<WeeklyClosure[]>(CLOSURES_PATH);

export const weeklyClosuresQueryOptions = () => queryOptions({ queryKey: closureKeys.list, queryFn: getWeeklyClosures });

export function useWeeklyClosures() {
  return useQuery(weeklyClosuresQueryOptions());
}
