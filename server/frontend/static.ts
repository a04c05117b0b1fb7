import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";

// dist/server/index.js → dist/public
const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/** Serves the built SPA: hashed assets cached for a year, every other path gets index.html. */
export function serveBuiltClient(app: Express): void {
  const indexHtml = path.join(PUBLIC_DIR, "index.html");
  if (!fs.existsSync(indexHtml)) throw new Error(`The client is not built (${indexHtml} is missing). Run \`npm run build\` first.`);
  app.use(
    "/assets",
    express.static(path.join(PUBLIC_DIR, "assets"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
  );
  app.use(express.static(PUBLIC_DIR, { index: false, maxAge: "1h" }));
  app.get(/^(?!\/api\/|\/objects\/).*/, (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
}
