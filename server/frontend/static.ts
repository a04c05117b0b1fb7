import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Express, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerResponse } from "node:http";
import compression from "compression";
import { firstScreenRoute, type FirstScreenContext } from "./first-screen";
import { inspectionPageRoute } from "./inspection-page";

// dist/server/index.js → dist/public
const BUILT_PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/** A path whose last segment has a file extension names a file, never a screen of the SPA. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Files the browser must ask about on every load: the service worker (so a new build is
 * found at once, not an hour later), the manifest, and the page itself. Each answers 304
 * when unchanged.
 */
const REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest", "/index.html"]);

function revalidateShell(res: ServerResponse, filePath: string): void {
  const name = `/${path.basename(filePath).replace(/\.(br|gz)$/, "")}`;
  if (REVALIDATED.has(name)) res.setHeader("Cache-Control", "no-cache");
  // Old Chromium and send's mime table guess the manifest wrong without this.
  if (name === "/manifest.webmanifest") res.setHeader("Content-Type", "application/manifest+json; charset=utf-8");
}

/** A file that is not there: a plain 404, never the app's page. */
const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Hittades inte");
};

/** serve-static's options, as express-static-gzip passes them on. */
type ServeStaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]>;

/**
 * Static files from `dir`, sending the build's `.br` or `.gz` copy when the browser accepts
 * it (brotli first), with `Vary: Accept-Encoding`; the file itself otherwise.
 */
function precompressed(dir: string, options: ServeStaticOptions): RequestHandler {
  return expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { index: false, ...options } });
}

/**
 * Serves the built SPA: with `firstScreen`, a signed-in load of `/` with its first screen;
 * hashed assets cached for a year, sw.js and the manifest revalidated on every load, files
 * such as robots.txt for an hour,
 * a missing file is a 404, and every other path outside the API gets index.html.
 */
export function serveBuiltClient(app: Express, publicDir: string = BUILT_PUBLIC_DIR, firstScreen?: FirstScreenContext): void {
  const indexHtml = path.join(publicDir, "index.html");
  if (!fs.existsSync(indexHtml)) throw new Error(`The client is not built (${indexHtml} is missing). Run \`npm run build\` first.`);
  // Before the files: `/` signed in is a page of its own (first-screen.ts).
  if (firstScreen) {
    app.get("/", compression(), ...firstScreenRoute(publicDir, firstScreen));
    // The inspector's link opens with the view in the page (inspection-page.ts).
    app.get("/kontroll/:token", compression(), inspectionPageRoute(publicDir, firstScreen.today));
  }
  // A missing or undecodable asset path ends here, as a 404 of its own: serve-static's own
  // error for it (fallthrough: false) is not marked for display and would reach the error
  // handler as a 500.
  app.use("/assets", precompressed(path.join(publicDir, "assets"), { immutable: true, maxAge: "1y" }), notFound);
  app.use(precompressed(publicDir, { maxAge: "1h", setHeaders: revalidateShell }));
  const spa = precompressed(publicDir, { maxAge: 0, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") });
  app.get(/^(?!\/api\/|\/objects\/).*/, (req, res, next) => {
    if (FILE_PATH.test(req.path)) {
      notFound(req, res, next);
      return;
    }
    req.url = "/index.html";
    spa(req, res, next);
  });
}
