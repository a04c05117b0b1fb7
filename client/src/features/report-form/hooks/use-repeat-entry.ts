import { useQuery } from "@tanstack/react-query";
import { addDays } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";

export interface RepeatEntry {
  /** The project of the worker's newest report: preselected in a new report. */
  lastProjectId: string | null;
  /** A report dated the day before `today`, for 'Kopiera gårdagens'; null when there is none. */
  yesterday: TimeReport | null;
  yesterdayLoading: boolean;
}

/** What a new report can start from; only read when `enabled` (a new report, not an edit). */
export function useRepeatEntry(today: string, enabled: boolean): RepeatEntry {
  const day = addDays(today, -1);
  const latest = useQuery({ ...timeReportsQueryOptions({ limit: 1 }), enabled });
  const yesterdays = useQuery({ ...timeReportsQueryOptions({ startDate: day, endDate: day }), enabled });
  return {
    lastProjectId: latest.data?.[0]?.projectId ?? null,
    yesterday: yesterdays.data?.[0] ?? null,
    yesterdayLoading: enabled && yesterdays.isPending,
  };
}
