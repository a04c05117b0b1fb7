/** The public face of the `calendar` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { calendarRouter } from "./routes";
export { createCalendarService } from "./service";
