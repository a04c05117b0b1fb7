// Bundles the server for `npm start`: dist/server/index.js and the embedded database's worker.
// Packages stay external (installed by npm ci); our own TypeScript is compiled in.
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", "embedded-worker": "server/db/embedded-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "info",
});
