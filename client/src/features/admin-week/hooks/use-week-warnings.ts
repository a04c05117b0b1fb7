import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import type { WorkingTimeWarning } from "@shared/types";
import { WARNINGS_MAX_WORKER_IDS, warningsQueryOptions, warningsRefusal } from "@/api/working-time/get-warnings";

export interface WeekWarnings {
  /** Each loaded worker's warnings dated in the week, by worker id; a worker without any is absent. */
  byWorker: ReadonlyMap<string, readonly WorkingTimeWarning[]>;
  /** The warnings could not be fetched: the grid still shows, with a note. */
  failed: boolean;
  /** Why the server cannot judge them (a limit that cannot be read), for the note; null otherwise. */
  refusal: string | null;
}

/**
 * The ids of each loaded page, in requests of at most WARNINGS_MAX_WORKER_IDS: a page is asked
 * for once, and 'Visa fler' adds a request for the new page only.
 */
export function warningChunks(pages: readonly (readonly string[])[], max = WARNINGS_MAX_WORKER_IDS): string[][] {
  const chunks: string[][] = [];
  for (const ids of pages) for (let i = 0; i < ids.length; i += max) chunks.push(ids.slice(i, i + max));
  return chunks;
}

const combine = (results: UseQueryResult<WorkingTimeWarning[]>[]) => ({
  data: results.map((r) => r.data),
  failed: results.some((r) => r.isError),
  refusal: results.map((r) => warningsRefusal(r.error)).find((m) => m !== null) ?? null,
});

/**
 * The warnings of the loaded workers only (docs/product-rules.md §11, `workerIds`), one request per page of
 * workers. Empty until the week is known; the previous week's marks are not kept while the
 * next loads, so a mark is never shown on the wrong week.
 */
export function useWeekWarnings(weekStart: string, weekEnd: string, pages: readonly (readonly string[])[]): WeekWarnings {
  const chunks = useMemo(() => warningChunks(pages), [pages]);
  const results = useQueries({
    queries: chunks.map((workerIds) => ({
      ...warningsQueryOptions({ startDate: weekStart, endDate: weekEnd, workerIds }),
      enabled: weekStart !== "" && weekEnd !== "",
    })),
    combine,
  });
  const byWorker = useMemo(() => {
    const map = new Map<string, WorkingTimeWarning[]>();
    results.data.forEach((warnings, index) => {
      // Only the workers asked about: a mark belongs to a card on screen.
      const asked = new Set(chunks[index]);
      for (const warning of warnings ?? []) {
        if (!asked.has(warning.workerId)) continue;
        const list = map.get(warning.workerId);
        if (list) list.push(warning);
        else map.set(warning.workerId, [warning]);
      }
    });
    for (const list of map.values()) list.sort((a, b) => a.date.localeCompare(b.date));
    return map;
  }, [results.data, chunks]);
  return { byWorker, failed: results.failed, refusal: results.refusal };
}
