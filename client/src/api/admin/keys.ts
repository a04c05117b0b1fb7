export const ADMIN_WEEK_PATH = "/api/admin/week";
export const ADMIN_SUMMARY_PATH = "/api/admin/summary";

/** Served by the time-reports server module, but read only by the admin's review. */
export const reportHistoryPath = (reportId: string) => `/api/time-reports/${encodeURIComponent(reportId)}/history`;

/** The admin's review: the week grid, this week's figures and each report's history. */
export const adminKeys = {
  all: ["admin-review"] as const,
  week: (date: string) => ["admin-review", "week", { date }] as const,
  summary: ["admin-review", "summary"] as const,
  history: (reportId: string) => ["admin-review", "history", reportId] as const,
};
