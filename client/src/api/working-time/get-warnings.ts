import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkingTimeWarning } from "@shared/types";
import { apiGet, conflictMessage, withQuery } from "@/lib/api-client";
import { WORKING_TIME_WARNINGS_PATH, workingTimeKeys, type WarningsParams } from "./keys";
import { useWarningText } from "./warning-text";

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

/** Why the server cannot judge the warnings (409: a limit cannot be read, in the reader's language); null otherwise. */
export const warningsRefusal = (error: unknown): string | null => conflictMessage(error);

/**
 * The warnings' sentences, or the one that says they cannot be judged (docs/product-rules.md §10):
 * never none in silence while a limit cannot be read. Nothing while they load or on another failure.
 */
export function useWarningMessages(params: WarningsParams | null): string[] {
  const { data = [], error } = useWarnings(params);
  const { text, notJudged } = useWarningText();
  const refusal = warningsRefusal(error);
  return refusal ? [notJudged(refusal)] : data.map(text);
}
