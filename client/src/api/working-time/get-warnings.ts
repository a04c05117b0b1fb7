import { queryOptions } from "@tanstack/react-query";
import type { WorkingTimeWarning } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { WORKING_TIME_WARNINGS_PATH, workingTimeKeys, type WarningsRange } from "./keys";

/** The warnings dated in the range; without `workerId` an admin gets every active worker's. */
export const getWarnings = ({ workerId, startDate, endDate }: WarningsRange) =>
  apiGet<WorkingTimeWarning[]>(withQuery(WORKING_TIME_WARNINGS_PATH, { workerId, startDate, endDate }));

export const warningsQueryOptions = (range: WarningsRange) => queryOptions({ queryKey: workingTimeKeys.warnings(range), queryFn: () => getWarnings(range) });
