/** The public face of the `time-reports` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { filterConditions, resolveSearch, type ResolvedSearch } from "./report-filters";
export { hoursByKindQuery, readHoursByKind } from "./hours-by-kind-sql";
export { reportJson } from "./report-selection";
export { timeReportsRouter } from "./routes";
export { createTimeReportService } from "./service";
