/** The public face of the `working-time` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { journalRouter } from "./journal-routes";
export { createJournalService } from "./journal-service";
export { workingTimeRouter } from "./routes";
export { createWorkingTimeService, type WorkingTimeService } from "./service";
