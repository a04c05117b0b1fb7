import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OvertimeJournal } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { WORKING_TIME_JOURNAL_PATH, workingTimeKeys } from "./keys";

/** The overtime journal (Arbetstidslagen 11 §) of a year: one row per worker and month. */
export const getJournal = (year: number) => apiGet<OvertimeJournal>(withQuery(WORKING_TIME_JOURNAL_PATH, { year }));

export const journalQueryOptions = (year: number) => queryOptions({ queryKey: workingTimeKeys.journal(year), queryFn: () => getJournal(year) });

export function useJournal(year: number) {
  // The previous year stays on screen while the next loads.
  return useQuery({ ...journalQueryOptions(year), placeholderData: keepPreviousData });
}
