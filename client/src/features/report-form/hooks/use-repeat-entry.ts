import { useQuery } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { latestWorkReportQueryOptions } from "@/api/time-reports/get-latest-work-report";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";

/** Where 'Kopiera senaste' stands: still asking, found (or none), or not to be had offline. */
export type LatestWork = { state: "loading" } | { state: "unavailable" } | { state: "ready"; report: TimeReport | null };

export interface RepeatEntry {
  /** The project of the worker's newest report: preselected in a new report. */
  lastProjectId: string | null;
  /** The worker's most recent work report, whatever day it was, for 'Kopiera senaste'. */
  latestWork: LatestWork;
}

/** What a new report can start from; only read when `enabled` (a new report, not an edit). */
export function useRepeatEntry(enabled: boolean): RepeatEntry {
  const latest = useQuery({ ...timeReportsQueryOptions({ limit: 1 }), enabled });
  const work = useQuery({ ...latestWorkReportQueryOptions(), enabled });
  return { lastProjectId: latest.data?.[0]?.projectId ?? null, latestWork: latestWorkState(work) };
}

/**
 * The answer kept from the last time online counts (docs/product-rules.md §12); without one, a
 * request that cannot go out (paused offline) or failed leaves the button disabled with a word.
 */
function latestWorkState(query: { data?: { report: TimeReport | null }; isError: boolean; fetchStatus: string }): LatestWork {
  if (query.data) return { state: "ready", report: query.data.report };
  if (query.isError || query.fetchStatus === "paused") return { state: "unavailable" };
  return { state: "loading" };
}
