import { queryOptions } from "@tanstack/react-query";
import type { RejectedReportNotice } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { REJECTED_REPORTS_PATH, timeReportKeys } from "./keys";

/** The caller's own reports an admin rejected in the last 30 days, newest first (docs/product-rules.md §6). */
const getRejectedReports = () => apiGet<RejectedReportNotice[]>(REJECTED_REPORTS_PATH);

export const rejectedReportsQueryOptions = () => queryOptions({ queryKey: timeReportKeys.rejected(), queryFn: getRejectedReports });
