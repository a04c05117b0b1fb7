import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { signUpWorker } from "./support/accounts";
import { expect, picture, reportInput, test } from "./support/fixtures";

/**
 * The installable shell (docs/product-rules.md §12, issue 10 items 1 and 5): a manifest the browser can
 * install from, a service worker that never touches the API and is not registered before
 * sign-in, and a worker dashboard that opens again with no network after one visit. The
 * manifest, the installability and the login are the same at any size: desktop only; the
 * dashboard offline on the phone only.
 */

const SHOTS = "/tmp/shots-offline";
const DESCRIPTION = "Rivning av innerväggar, källarplan";
const OFFLINE_TEXT = "Du är offline – visar senast hämtade uppgifter";

/** Signs up a worker with one report today; returns the report's project title, which 'Senaste rapporter' shows. */
async function signUpWorkerWithReport(page: Page): Promise<string> {
  await signUpWorker(page, { fullName: "Nils Källström" });
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: string; title: string; status: string }[];
  const project = projects.find((p) => p.status === "active");
  if (!project) throw new Error("no active project");
  const res = await page.request.post("/api/time-reports", { data: reportInput({ projectId: project.id, description: DESCRIPTION }) });
  expect(res.status(), await res.text()).toBe(201);
  return project.title;
}

/** True once the dashboard's answers are in IndexedDB, reports included. */
function savedReports(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, ahead of the app.
    if (!(await indexedDB.databases()).some((d) => d.name === "tidrapport-cache")) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open("tidrapport-cache");
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("snapshots")) return resolve(false);
        const get = db.transaction("snapshots").objectStore("snapshots").get("query-cache");
        get.onsuccess = () => resolve(JSON.stringify(get.result ?? null).includes("Rivning av innerväggar"));
        get.onerror = () => resolve(false);
      };
    });
  });
}

test("the manifest is served as JSON with the fields an installable app needs, its icons as PNGs", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: "Tidrapport", short_name: "Tidrapport", lang: "sv", display: "standalone", start_url: "/", scope: "/" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    const body = await png.body();
    // PNG signature, then the IHDR width and height.
    expect(body.subarray(1, 4).toString()).toBe("PNG");
    const [w, h] = icon.sizes.split("x").map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([w, h]);
  }
});

test("Chromium finds the signed-in app installable: manifest, icons and a service worker that serves it", async ({ baseURL }, testInfo) => {
  // A profile of its own: Chromium never offers to install from an incognito context, which
  // is what Playwright's contexts are.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUpWorkerWithReport(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Välkommen, Nils!" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    // The check Lighthouse's "installable" audit reads.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("the login screen registers no service worker and asks for nothing more", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Logga in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(requested.filter((p) => p === "/sw.js" || p.startsWith("/workbox-") || p.includes("workbox-window"))).toEqual([]);
});

test("after one visit the dashboard opens offline with the last reports, marked as not fresh", { tag: "@phone-only" }, async ({ page, context }) => {
  const projectTitle = await signUpWorkerWithReport(page);
  const recent = page.getByRole("list", { name: "Senaste rapporter" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Välkommen, Nils!" })).toBeVisible();
  await expect(recent.getByText(projectTitle)).toBeVisible();
  // The worker installs (precaching the shell) and takes this page over.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => savedReports(page)).toBe(true);

  // Online, the page comes from the worker's precache but no API answer ever does.
  const apiAnswers: { url: string; fromWorker: boolean }[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname.startsWith("/api/")) apiAnswers.push({ url: res.url(), fromWorker: res.fromServiceWorker() });
  });
  const navigation = await page.reload();
  expect(navigation?.fromServiceWorker()).toBe(true);
  await expect(recent.getByText(projectTitle)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((a) => a.fromWorker)).toEqual([]);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Välkommen, Nils!" })).toBeVisible();
  await expect(recent.getByText(projectTitle)).toBeVisible();
  await expect(page.getByText("Rapportschema")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT })).toBeVisible();

  await picture(page, { path: `${SHOTS}/offline-dashboard-light.png` });
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(recent.getByText(projectTitle)).toBeVisible();
  await picture(page, { path: `${SHOTS}/offline-dashboard-dark.png` });

  // Back online, the answers are fetched again and the banner goes.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  await expect(recent.getByText(projectTitle)).toBeVisible();
});
