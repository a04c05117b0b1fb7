import { queryOptions } from "@tanstack/react-query";
import type { LatestWorkReport } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { LATEST_WORK_REPORT_PATH, timeReportKeys } from "./keys";

/** The caller's most recent report of a work code, for 'Kopiera senaste' (docs/product-rules.md §4). */
const getLatestWorkReport = () => apiGet<LatestWorkReport>(LATEST_WORK_REPORT_PATH);

export const latestWorkReportQueryOptions = () => queryOptions({ queryKey: timeReportKeys.latestWork(), queryFn: getLatestWorkReport });
