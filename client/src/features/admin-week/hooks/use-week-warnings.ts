import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { WorkingTimeWarning } from "@shared/types";
import { warningsQueryOptions } from "@/api/working-time/get-warnings";

export interface WeekWarnings {
  /** Each worker's warnings dated in the week, by worker id; a worker without any is absent. */
  byWorker: ReadonlyMap<string, readonly WorkingTimeWarning[]>;
  /** The warnings could not be fetched: the grid still shows, with a note. */
  failed: boolean;
}

const NONE: ReadonlyMap<string, readonly WorkingTimeWarning[]> = new Map();

/**
 * One request for the shown week and every worker (CONTRACT §7, admin without workerId).
 * Empty until the week is known; the previous week's marks are not kept while the next loads,
 * so a mark is never shown on the wrong week.
 */
export function useWeekWarnings(weekStart: string, weekEnd: string): WeekWarnings {
  const query = useQuery({ ...warningsQueryOptions({ startDate: weekStart, endDate: weekEnd }), enabled: weekStart !== "" && weekEnd !== "" });
  const byWorker = useMemo(() => {
    if (!query.data) return NONE;
    const map = new Map<string, WorkingTimeWarning[]>();
    for (const warning of query.data) {
      const list = map.get(warning.workerId);
      if (list) list.push(warning);
      else map.set(warning.workerId, [warning]);
    }
    for (const list of map.values()) list.sort((a, b) => a.date.localeCompare(b.date));
    return map;
  }, [query.data]);
  return { byWorker, failed: query.isError };
}
