/** The public face of the `projects` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { openToWorkerSql } from "./open-to-worker";
export { seesAllProjects } from "./policies";
export { findProjectStatus, isOpenToWorker, projectLeaderIds } from "./repo";
export { projectsRouter } from "./routes";
export { createProjectService, ensureProject } from "./service";
