import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import {
  FIRST_SCREEN_ELEMENT_ID,
  INSPECTION_SSR_FILE,
  INSPECTION_SSR_MARK,
  inspectionFirstScreenPaths,
  serializeFirstScreen,
  type RenderInspectionPage,
} from "../../shared/first-screen";
import { askApi, modulesToPreload, readManifest, splitAt } from "./first-screen";

/** The token of an inspection link as its address carries it (32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The module that takes the rendered page over in the browser. */
const HYDRATE_MODULE = "src/app/inspection-hydrate.tsx";

/** The renderer vite built beside the public files (dist/ssr), or null where there is none (a build without it). */
async function loadRenderer(publicDir: string): Promise<RenderInspectionPage | null> {
  const file = path.join(publicDir, "..", INSPECTION_SSR_FILE);
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderInspectionPage?: RenderInspectionPage };
  return module.renderInspectionPage ?? null;
}

/**
 * `GET /kontroll/{token}`: the inspector's page with the control view already in it
 * (docs/decisions/2026-11-28-inspection-page-rendered.md). Its two readings are the API's own,
 * asked of this server over loopback as the browser would ask them (each logged once as a use
 * of the link, rate limited as the browser's own), then rendered by the client's code built
 * for the server, and carried in the page so the browser asks nothing again. An unknown,
 * expired or revoked link, a renderer that fails or is missing: the plain page, whose script
 * reads and says what there is to say.
 */
export function inspectionPageRoute(publicDir: string, today: () => string, render?: RenderInspectionPage): RequestHandler {
  const template = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const preload = modulesToPreload(readManifest(publicDir), [HYDRATE_MODULE])
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`)
    .join("");
  // The view is in the page: the scripts only take it over, and must not come before the
  // stylesheet or the page's own bytes on a slow line.
  const lowScripts = template
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  const [head, rest] = splitAt(lowScripts, "</head>");
  const [beforeRoot, afterRoot] = splitAt(rest, '<div id="root"></div>');
  const renderer = render ? Promise.resolve(render) : loadRenderer(publicDir).catch(() => null);

  return (req, res, next) => {
    const token = String(req.params.token ?? "");
    if (req.method !== "GET" || !TOKEN.test(token)) return next();
    void (async () => {
      const renderPage = await renderer;
      if (!renderPage) return next();
      const day = today();
      const answers = await Promise.all(inspectionFirstScreenPaths(token, day).map((p) => askApi(req, p)));
      const [view, ledger] = answers;
      if (!view || !ledger) return next();
      let markup: string;
      try {
        markup = renderPage({ token, today: day, view: view.body, ledger: ledger.body });
      } catch {
        return next();
      }
      const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${serializeFirstScreen({ answers: [view, ledger] })}</script>`;
      res
        .set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" })
        .type("html")
        .send(`${head}${preload}</head>${beforeRoot}<div id="root" data-ssr="${INSPECTION_SSR_MARK}" data-today="${day}">${markup}</div>${data}${afterRoot}`);
    })().catch(() => next());
  };
}
