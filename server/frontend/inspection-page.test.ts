import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, type InspectionPageInput } from "../../shared/first-screen";
import { inspectionPageRoute, inspectionPageShell } from "./inspection-page";

const TOKEN = "A".repeat(40) + "b_-";
const TODAY = "2026-11-28";
const INDEX =
  '<!doctype html><html><head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const THEME_INIT = 'document.documentElement.classList.add("dark");';
/** The app's stylesheet, and the page's own (scripts/build-inspection-css.mjs) beside the renderer. */
const CSS = ".dark{--background:0 0% 4%}.text-xl{font-size:1.25rem}.w-96{width:24rem}";
const PAGE_CSS = ".dark{--background:0 0% 4%}.text-xl{font-size:1.25rem}";
const MANIFEST = {
  "src/main.tsx": { file: "assets/index-1.js", isEntry: true, imports: ["_runtime"] },
  _runtime: { file: "assets/runtime-1.js" },
  "src/app/inspection-hydrate.tsx": { file: "assets/inspection-hydrate-1.js", imports: ["_runtime"] },
};
const POLICY = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';object-src 'none'";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
/** The page's inline scripts that are code (not its JSON data block). */
const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);

/** dist/: the public files and the renderer's folder beside them. */
let dist: string;
let dir: string;
let server: http.Server;
let base = "";
let apiCalls: string[] = [];
let linkGone = false;
let renderFails = false;
const rendered: InspectionPageInput[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-inspection-"));
  dir = path.join(dist, "public");
  fs.mkdirSync(dir);
  fs.mkdirSync(path.join(dist, "ssr"));
  fs.writeFileSync(path.join(dist, "ssr", "inspection.css"), `${PAGE_CSS}\n`);
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  fs.writeFileSync(path.join(dir, "theme-init.js"), `${THEME_INIT}\n`);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "index-1.css"), `${CSS}\n`);
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  const app = express();
  // The policy securityHeaders sets in production.
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", POLICY);
    next();
  });
  // The API as the page's render asks it over loopback.
  app.get("/api/inspection/:token", (req, res) => {
    apiCalls.push(req.originalUrl);
    if (linkGone) return void res.status(404).json({ message: "Länken har gått ut eller återkallats" });
    res.json({ site: { name: "Kvarteret Åkern" } });
  });
  app.get("/api/inspection/:token/ledger", (req, res) => {
    apiCalls.push(req.originalUrl);
    if (linkGone) return void res.status(404).json({ message: "Länken har gått ut eller återkallats" });
    res.json([{ id: "e1" }]);
  });
  const render = (input: InspectionPageInput) => {
    if (renderFails) throw new Error("render failed");
    rendered.push(input);
    return `<main>Kontroll av ${String((JSON.parse(input.view) as { site: { name: string } }).site.name)}</main>`;
  };
  app.get(
    "/kontroll/:token",
    inspectionPageRoute(dir, () => TODAY, render),
  );
  app.use((_req, res) => void res.type("html").send("the plain page"));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  apiCalls = [];
  linkGone = false;
  renderFails = false;
  rendered.length = 0;
});

function firstScreenOf(html: string): FirstScreen {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error("no first-screen block");
  return JSON.parse(match[1]) as FirstScreen;
}

describe("GET /kontroll/{token}: the inspector's page with the view in it", () => {
  it("renders the link's header and the day's entries into #root, carries both answers and asks the API once each", async () => {
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root" data-ssr="inspection" data-today="${TODAY}"><main>Kontroll av Kvarteret Åkern</main></div>`);
    expect(apiCalls).toEqual([`/api/inspection/${TOKEN}`, `/api/inspection/${TOKEN}/ledger?from=${TODAY}&to=${TODAY}`]);
    expect(rendered).toEqual([
      { token: TOKEN, today: TODAY, view: JSON.stringify({ site: { name: "Kvarteret Åkern" } }), ledger: JSON.stringify([{ id: "e1" }]) },
    ]);
    // The browser takes these instead of asking again: each reading is logged once.
    expect(firstScreenOf(html).answers.map((a) => [a.path, a.body])).toEqual([
      [`/api/inspection/${TOKEN}`, '{"site":{"name":"Kvarteret Åkern"}}'],
      [`/api/inspection/${TOKEN}/ledger?from=${TODAY}&to=${TODAY}`, '[{"id":"e1"}]'],
    ]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("carries its stylesheet and the theme's script inside, and asks for no script before it has loaded and painted", async () => {
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    const html = await res.text();
    // Nothing to fetch before the first paint: the page's stylesheet and the theme's script are in it.
    expect(html).toContain(`<style>${PAGE_CSS}</style>`);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toContain('src="/theme-init.js"');
    // No script or preload of the app's in the markup: the loader adds them once the page has loaded.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    const [theme, loader] = inlineScripts(html);
    expect(theme).toBe(THEME_INIT);
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toContain('"entries":["/assets/index-1.js"]');
    expect(loader).toContain('"preloads":["/assets/runtime-1.js","/assets/inspection-hydrate-1.js"]');
    // The loader comes after the view and its data, at the end of the body.
    expect(html.indexOf("<script>(function")).toBeGreaterThan(html.indexOf(`id="${FIRST_SCREEN_ELEMENT_ID}"`));
    // The policy allows exactly these two inline scripts, by their hashes, and no other.
    expect(res.headers.get("content-security-policy")).toBe(
      `default-src 'self';script-src 'self' ${sha256(THEME_INIT)} ${sha256(loader ?? "")};style-src 'self' 'unsafe-inline';object-src 'none'`,
    );
  });

  it("carries the app's whole stylesheet where the build made none of the page's own", () => {
    fs.renameSync(path.join(dist, "ssr"), path.join(dist, "ssr-gone"));
    try {
      expect(inspectionPageShell(dir).html).toContain(`<style>${CSS}</style>`);
    } finally {
      fs.renameSync(path.join(dist, "ssr-gone"), path.join(dist, "ssr"));
    }
  });

  it("runs the loader in a browser's order: the app's scripts are added only after load and the next frame", async () => {
    const html = await (await fetch(`${base}/kontroll/${TOKEN}`)).text();
    const loader = inlineScripts(html)[1] ?? "";
    const added: { tag: string; attributes: Record<string, string> }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      readyState: "interactive",
      head: { appendChild: (el: { tag: string; attributes: Record<string, string> }) => added.push(el) },
      createElement: (tag: string) => {
        const attributes: Record<string, string> = {};
        return new Proxy({ tag, attributes }, { set: (_t, key, value: string) => ((attributes[String(key)] = value), true) });
      },
    };
    const run = new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", loader) as (...args: unknown[]) => void;
    run(
      document,
      (type: string, listener: () => void) => (listeners[type] = listener),
      (frame: () => void) => frames.push(frame),
      (task: () => void) => tasks.push(task),
    );
    expect(added).toEqual([]);
    listeners.load?.();
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added).toEqual([
      { tag: "link", attributes: { rel: "modulepreload", crossOrigin: "", href: "/assets/runtime-1.js" } },
      { tag: "link", attributes: { rel: "modulepreload", crossOrigin: "", href: "/assets/inspection-hydrate-1.js" } },
      { tag: "script", attributes: { type: "module", crossOrigin: "", src: "/assets/index-1.js" } },
    ]);
  });

  it("sends the plain page for an expired or revoked link, whose script then says so", async () => {
    linkGone = true;
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    expect(await res.text()).toBe("the plain page");
  });

  it("never asks the API about an address that cannot be a token", async () => {
    const res = await fetch(`${base}/kontroll/not-a-token`);
    expect(await res.text()).toBe("the plain page");
    expect(apiCalls).toEqual([]);
  });

  it("sends the plain page when rendering fails", async () => {
    renderFails = true;
    const res = await fetch(`${base}/kontroll/${TOKEN}`);
    expect(await res.text()).toBe("the plain page");
  });
});
