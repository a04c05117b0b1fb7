export const REPORT_CALENDAR_PATH = "/api/report-calendar";

export interface CalendarRange {
  startDate: string;
  endDate: string;
}

export const calendarKeys = {
  all: [REPORT_CALENDAR_PATH] as const,
  range: (range: CalendarRange) => [REPORT_CALENDAR_PATH, range] as const,
};
