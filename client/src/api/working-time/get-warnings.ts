import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkingTimeWarning } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { WORKING_TIME_WARNINGS_PATH, workingTimeKeys, type WarningsParams } from "./keys";

export type { WarningsParams };

/** The most worker ids one warnings request names; the week grid asks in chunks of this many. */
export const WARNINGS_MAX_WORKER_IDS = 200;

/** The limits of Arbetstidslagen passed on the days startDate..endDate (docs/product-rules.md §11), oldest first. */
export const getWarnings = ({ workerIds, ...params }: WarningsParams) =>
  apiGet<WorkingTimeWarning[]>(withQuery(WORKING_TIME_WARNINGS_PATH, { ...params, workerIds: workerIds?.join(",") }));

export const warningsQueryOptions = (params: WarningsParams) =>
  queryOptions({ queryKey: workingTimeKeys.warnings(params), queryFn: () => getWarnings(params) });

/** `params` null while there is nothing to ask about: nothing is fetched. */
export function useWarnings(params: WarningsParams | null) {
  return useQuery({
    ...warningsQueryOptions(params ?? { startDate: "", endDate: "" }),
    enabled: params !== null,
  });
}
