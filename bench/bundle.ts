/**
 * `npm run bench:bundle`: what the built app sends, as a browser loads it. Opens the sign-in
 * screen signed out and the worker's dashboard signed in (a demo worker) in Chromium, lists
 * every file fetched with its gzip size (the `.gz` the server sends, made at build time), and
 * prints the sign-in screen's JavaScript total against the 120 kB budget of issue 11:
 * everything fetched until 'Logga in' can be pressed, module preloads included. It also says
 * whether the signed-out visit touched the service worker. Sizes in kB of 1000 bytes, as Vite
 * prints them. Needs `npm run build` first. Not a test: it prints and never fails.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { startE2eServer } from "../tests/e2e/support/server";

const BUDGET_KB = 120;
const PUBLIC_DIR = path.join("dist", "public");
const chrome = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p && fs.existsSync(p)));
if (!fs.existsSync("dist/server/index.js")) {
  console.error("bench:bundle needs `npm run build` first");
  process.exit(1);
}

interface Fetched {
  path: string;
  /** Bytes of the gzip copy (or of gzip -9 of the file when the build kept none: under 1 kB). */
  gzip: number;
  raw: number;
}

/** The gzip size of a built file, as the server would send it to a browser without brotli. */
function sizeOf(urlPath: string): Fetched | null {
  const file = path.join(PUBLIC_DIR, decodeURIComponent(urlPath));
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
  const raw = fs.statSync(file).size;
  const gz = `${file}.gz`;
  const gzip = fs.existsSync(gz) ? fs.statSync(gz).size : gzipSync(fs.readFileSync(file), { level: 9 }).length;
  return { path: urlPath, gzip, raw };
}

/** Records the same-origin files a page fetches; `mark()` splits them into before and after. */
function recordFiles(page: Page, origin: string) {
  const before: string[] = [];
  const after: string[] = [];
  let marked = false;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) (marked ? after : before).push(url.pathname);
  });
  return { before, after, mark: () => (marked = true) };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
const isJs = (p: string) => p.endsWith(".js");

function table(title: string, paths: string[]): { js: number; css: number } {
  const files = paths.map((p) => sizeOf(p) ?? { path: p, gzip: 0, raw: 0 });
  const js = files.filter((f) => isJs(f.path)).reduce((sum, f) => sum + f.gzip, 0);
  const css = files.filter((f) => f.path.endsWith(".css")).reduce((sum, f) => sum + f.gzip, 0);
  console.log(title);
  for (const f of files) console.log(`  ${f.raw > 0 ? `${kb(f.gzip)} kB gzip` : "     (no file)"}  ${f.path}`);
  return { js, css };
}

const server = await startE2eServer({ demoAccounts: true });
const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
try {
  const origin = new URL(server.baseUrl).origin;

  const signedOut = await browser.newContext({ locale: "sv-SE" });
  const loginPage = await signedOut.newPage();
  const login = recordFiles(loginPage, origin);
  await loginPage.goto(`${server.baseUrl}/`);
  await loginPage.getByRole("button", { name: "Logga in", exact: true }).waitFor();
  login.mark();
  await loginPage.waitForLoadState("networkidle");
  const workers = await loginPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

  const { js, css } = table("sign-in screen, until 'Logga in' can be pressed:", login.before);
  table("  then, until the network is idle:", login.after);
  const swRequests = [...login.before, ...login.after].filter((p) => p === "/sw.js" || /workbox/.test(p));
  console.log(`  service worker: ${workers} registered, ${swRequests.length} requests for sw.js or workbox`);
  console.log(
    `  JavaScript ${kb(js).trim()} kB gzip of the ${BUDGET_KB} kB budget${js > BUDGET_KB * 1000 ? " (OVER BUDGET)" : ""}; CSS ${kb(css).trim()} kB gzip`,
  );

  const signedIn = await browser.newContext({ locale: "sv-SE" });
  const page = await signedIn.newPage();
  await page.goto(`${server.baseUrl}/`);
  await page.getByLabel("E-post").fill("arbetare@demo.se");
  await page.getByLabel("Lösenord").fill("demo1234");
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await page.getByRole("heading", { name: /^Välkommen/ }).waitFor();
  await page.waitForLoadState("networkidle");
  // Opened again, signed in: what a worker's phone fetches each morning (the service
  // worker, registered by now, may answer some from its cache; they are listed all the same).
  const dashboard = recordFiles(page, origin);
  await page.reload();
  await page.getByRole("heading", { name: /^Välkommen/ }).waitFor();
  await page.waitForLoadState("networkidle");
  const files = dashboard.before.filter((p) => !p.startsWith("/api/"));
  const api = dashboard.before.filter((p) => p.startsWith("/api/"));
  const totals = table("worker dashboard, opened signed in, until the network is idle:", files);
  console.log(`  JavaScript ${kb(totals.js).trim()} kB gzip; ${api.length} API requests: ${api.join(", ")}`);
} finally {
  await browser.close();
  await server.stop();
}
