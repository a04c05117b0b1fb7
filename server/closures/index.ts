/** The public face of the `closures` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { closuresRouter } from "./routes";
export { createClosureService } from "./service";
