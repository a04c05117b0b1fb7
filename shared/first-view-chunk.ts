/**
 * The build's chunk of the worker's first view (vite.config.ts): the dashboard and all it
 * imports statically, which the server preloads for a signed-in worker.
 *
 * A file of its own with no imports: vite.config.ts imports it, and a config should import
 * only files it names with their extension (Vite's native config loader, planned to become
 * its default, is Node's own `import`), which the rest of the code does not do.
 */
export const WORKER_FIRST_VIEW_CHUNK = "worker-first-view";
