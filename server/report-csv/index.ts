/** The public face of the `report-csv` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { reportCsvRouter } from "./routes";
export { createReportCsvService } from "./service";
