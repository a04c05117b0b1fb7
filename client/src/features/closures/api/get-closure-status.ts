import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClosureWeek } from "@shared/validation";
import { apiGet } from "@/lib/api-client";
import { keyToPath } from "@/lib/query-client";

export const closuresBaseKey = ["/api/weekly-closures"] as const;

export interface ClosureStatus {
  isClosed: boolean;
}

export const closureStatusQueryKey = (week: ClosureWeek) => [...closuresBaseKey, "status", week] as const;

export const getClosureStatus = (week: ClosureWeek) => apiGet<ClosureStatus>(keyToPath(closureStatusQueryKey(week)));

export const closureStatusQueryOptions = (week: ClosureWeek) =>
  queryOptions({ queryKey: closureStatusQueryKey(week), queryFn: () => getClosureStatus(week) });

export function useClosureStatus(week: ClosureWeek, enabled = true) {
  return useQuery({ ...closureStatusQueryOptions(week), enabled });
}
