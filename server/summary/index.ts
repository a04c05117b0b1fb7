/** The public face of the `summary` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { summaryRouter } from "./routes";
export { createSummaryService } from "./service";
