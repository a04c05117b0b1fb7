import { queryOptions } from "@tanstack/react-query";
import type { OvertimeJournal } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { WORKING_TIME_JOURNAL_PATH, workingTimeKeys } from "./keys";

/** The overtime journal of one calendar year (Arbetstidslagen 11 §): one row per worker and month. */
export const getJournal = (year: number) => apiGet<OvertimeJournal>(withQuery(WORKING_TIME_JOURNAL_PATH, { year }));

export const journalQueryOptions = (year: number) => queryOptions({ queryKey: workingTimeKeys.journal(year), queryFn: () => getJournal(year) });
