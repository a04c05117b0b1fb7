import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportCalendar } from "@shared/types";
import { apiGet, withQuery } from "@/lib/api-client";
import { calendarKeys, REPORT_CALENDAR_PATH, type CalendarRange } from "./keys";

export type { CalendarRange };

/** The signed-in worker's days that have reports, and whether they are verified; other days are absent. */
export const getReportCalendar = (range: CalendarRange) =>
  apiGet<ReportCalendar>(withQuery(REPORT_CALENDAR_PATH, { startDate: range.startDate, endDate: range.endDate }));

export const reportCalendarQueryOptions = (range: CalendarRange) =>
  queryOptions({ queryKey: calendarKeys.range(range), queryFn: () => getReportCalendar(range) });

export function useReportCalendar(range: CalendarRange) {
  return useQuery(reportCalendarQueryOptions(range));
}
