import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import {
  FIRST_SCREEN_ELEMENT_ID,
  INSPECTION_CSS_FILE,
  INSPECTION_SSR_FILE,
  INSPECTION_SSR_MARK,
  inspectionFirstScreenPaths,
  serializeFirstScreen,
  type RenderInspectionPage,
} from "../../shared/first-screen";
import { allowInlineScripts, scriptHash } from "../lib/security";
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

/** The stylesheet vite links from index.html, the theme's blocking script, and the app's scripts. */
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const THEME_SCRIPT = /<script src="(\/theme-init\.js)"><\/script>/;
const MODULE_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/** A built file's text to put inside `<tag>`, or null where it is missing or could end the element early. */
function inlineable(file: string, tag: "style" | "script"): string | null {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, "utf8").trim();
  return text.toLowerCase().includes(`</${tag}`) ? null : text;
}

/**
 * The script that fetches the app's scripts, and so the hydration, only once the page has
 * loaded and painted: no script is asked for before the view's largest paint.
 */
function hydrationLoader(entries: string[], preloads: string[]): string {
  const urls = JSON.stringify({ entries, preloads });
  return [
    "(function(){",
    `var u=${urls},d=document;`,
    "function go(){",
    'u.preloads.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l);});',
    'u.entries.forEach(function(s){var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s;d.head.appendChild(e);});',
    "}",
    // The next frame has painted once its animation frame has run and a task follows it.
    "function later(){requestAnimationFrame(function(){setTimeout(go,0);});}",
    'if(d.readyState==="complete")later();else addEventListener("load",later,{once:true});',
    "})();",
  ].join("");
}

interface InspectionShell {
  /** index.html with the stylesheet and the theme's script inside it and no script of the app's. */
  html: string;
  /** What `hydrationLoader` made, as an element for the end of the body. */
  loader: string;
  /** The CSP hashes of the page's inline scripts. */
  scriptHashes: string[];
}

/**
 * index.html made over for the inspector's page (docs/decisions/2026-11-28-inspection-page-rendered.md).
 * On a throttled phone whatever the page asks for before its largest paint delays that paint:
 * so the stylesheet and the theme's script come inside the page, and the app's scripts, which
 * only take the rendered view over, are fetched by a small inline script once the page has
 * loaded and painted. The stylesheet is the page's own (dist/ssr/inspection.css: the app's
 * rules for the classes the page's components use, about 5 KiB compressed against 9), else the
 * app's whole. A file missing from the build keeps its tag as it was.
 */
export function inspectionPageShell(publicDir: string): InspectionShell {
  const template = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const inlineScripts: string[] = [];
  const entries: string[] = [];
  const preloads: string[] = [];
  const html = template
    .replace(STYLESHEET, (tag, href: string) => {
      const css = inlineable(path.join(publicDir, "..", INSPECTION_CSS_FILE), "style") ?? inlineable(path.join(publicDir, href), "style");
      return css === null ? tag : `<style>${css}</style>`;
    })
    .replace(THEME_SCRIPT, (tag, src: string) => {
      const script = inlineable(path.join(publicDir, src), "script");
      if (script === null) return tag;
      inlineScripts.push(script);
      return `<script>${script}</script>`;
    })
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return "";
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return "";
    })
    // index.html's comments (which speak of the app's page), and the lines left empty where tags were.
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\n\s*\n/g, "\n");
  const loader = hydrationLoader(entries, [...new Set([...preloads, ...modulesToPreload(readManifest(publicDir), [HYDRATE_MODULE])])]);
  inlineScripts.push(loader);
  return { html, loader: `<script>${loader}</script>`, scriptHashes: inlineScripts.map(scriptHash) };
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
  const page = inspectionPageShell(publicDir);
  const [head, rest] = splitAt(page.html, "</head>");
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
      allowInlineScripts(res, page.scriptHashes);
      res
        .set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" })
        .type("html")
        .send(
          `${head}</head>${beforeRoot}<div id="root" data-ssr="${INSPECTION_SSR_MARK}" data-today="${day}">${markup}</div>${data}${page.loader}${afterRoot}`,
        );
    })().catch(() => next());
  };
}
