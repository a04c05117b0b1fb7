/** The public face of the `admin` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { adminRouter } from "./routes";
export { createAdminService } from "./service";
