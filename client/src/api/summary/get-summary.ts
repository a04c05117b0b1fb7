import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkerSummary } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { summaryKeys, SUMMARY_PATH } from "./keys";

/** The signed-in user's figures for the dashboard cards: this week's hours, submitted reports, active projects. */
export const getSummary = () => apiGet<WorkerSummary>(SUMMARY_PATH);

export const summaryQueryOptions = () => queryOptions({ queryKey: summaryKeys.all, queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
