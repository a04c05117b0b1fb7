import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export const weeklyClosuresQueryKey = ["/api/weekly-closures"] as const;

/** GET /api/weekly-closures (admin): every closed week with its worker. */
export const getWeeklyClosures = () => apiGet<WeeklyClosure[]>("/api/weekly-closures");

export const weeklyClosuresQueryOptions = () => queryOptions({ queryKey: weeklyClosuresQueryKey, queryFn: getWeeklyClosures });

export function useWeeklyClosures() {
  return useQuery(weeklyClosuresQueryOptions());
}
