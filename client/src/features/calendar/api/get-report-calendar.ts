import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportCalendar } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { keyToPath } from "@/lib/query-client";

export const reportCalendarBaseKey = ["/api/report-calendar"] as const;

export interface CalendarRange {
  startDate: string;
  endDate: string;
}

export const reportCalendarQueryKey = (range: CalendarRange) => [...reportCalendarBaseKey, range] as const;

/** Only days that have reports are in the answer: {date: {hasReport, isVerified}}. */
export const getReportCalendar = (range: CalendarRange) => apiGet<ReportCalendar>(keyToPath(reportCalendarQueryKey(range)));

export const reportCalendarQueryOptions = (range: CalendarRange) =>
  queryOptions({ queryKey: reportCalendarQueryKey(range), queryFn: () => getReportCalendar(range) });

export function useReportCalendar(range: CalendarRange) {
  return useQuery(reportCalendarQueryOptions(range));
}
