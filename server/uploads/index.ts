/** The public face of the `uploads` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { objectsRouter, uploadReceiveRouter, uploadsRouter } from "./routes";
export { assertOwnedUploads, createUploadService, pruneAbandonedUploads } from "./service";
