/** The public face of the `time-reports` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { decodeCursor, encodeCursor, type ReportCursor } from "./cursor";
export { filterConditions, likePattern, resolveSearch, type ResolvedSearch } from "./report-filters";
export { reportJson } from "./report-selection";
export { timeReportsRouter } from "./routes";
export { createTimeReportService } from "./service";
