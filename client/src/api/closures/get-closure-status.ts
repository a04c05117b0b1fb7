import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClosureStatus } from "@shared/types";
import type { ClosureWeek } from "@shared/validation";
import { apiGet, withQuery } from "@/lib/api-client";
import { CLOSURE_STATUS_PATH, closureKeys } from "./keys";

/** Whether the signed-in worker has closed this ISO week (year is the week-numbering year). */
export const getClosureStatus = (week: ClosureWeek) => apiGet<ClosureStatus>(withQuery(CLOSURE_STATUS_PATH, { year: week.year, weekNumber: week.weekNumber }));

export const closureStatusQueryOptions = (week: ClosureWeek) => queryOptions({ queryKey: closureKeys.status(week), queryFn: () => getClosureStatus(week) });

export function useClosureStatus(week: ClosureWeek, enabled = true) {
  return useQuery({ ...closureStatusQueryOptions(week), enabled });
}
