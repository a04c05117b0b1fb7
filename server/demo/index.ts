/** The public face of the `demo` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { DEMO_ACCOUNTS, seedDemoData } from "./seed";
